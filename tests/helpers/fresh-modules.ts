// Setup file of the unit project, which runs its test files one after another in shared workers
// (`isolate: false`) so that the dependencies in node_modules load once per worker, not once per
// file. Our own modules (src/, tests/helpers/) are loaded afresh for every test file, so what one
// file does to them (the real corpus of tests/helpers/corpus.ts gets the pipeline's diagnostics)
// never reaches another.
import {vi} from 'vitest'

vi.resetModules()

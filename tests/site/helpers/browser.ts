// Debian's Chromium driven by playwright-core, never a downloaded browser. The browser tests need it:
// without it they fail and say how to install it.
import {existsSync} from 'node:fs'
import {chromium, type Browser} from 'playwright-core'
import {afterAll, beforeAll} from 'vitest'

export const chromiumPath = '/usr/bin/chromium'

export async function launchChromium(): Promise<Browser> {
  if (!existsSync(chromiumPath)) throw new Error(`Chromium not found at ${chromiumPath}: apt-get install chromium`)
  return chromium.launch({
    executablePath: chromiumPath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']
  })
}

/**
 * One Chromium for the tests of the enclosing `describe` (or file): launched before them, closed
 * after them. Read `.browser` inside a test.
 */
export function useChromium(): {readonly browser: Browser} {
  let browser: Browser | undefined
  beforeAll(async () => {
    browser = await launchChromium()
  }, 60_000)
  afterAll(async () => {
    await browser?.close()
  })
  return {
    get browser() {
      if (!browser) throw new Error('Unexpected use of the browser outside a test, expected it inside one')
      return browser
    }
  }
}

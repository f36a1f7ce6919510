// Debian's Chromium driven by playwright-core, never a downloaded browser. The browser tests need it:
// without it they fail and say how to install it.
import {existsSync} from 'node:fs'
import {chromium, type Browser} from 'playwright-core'

export const chromiumPath = '/usr/bin/chromium'

export async function launchChromium(): Promise<Browser> {
  if (!existsSync(chromiumPath)) throw new Error(`Chromium not found at ${chromiumPath}: apt-get install chromium`)
  return chromium.launch({
    executablePath: chromiumPath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']
  })
}

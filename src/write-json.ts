// Deterministic JSON files: stable key order from the objects, two-space indent, trailing newline.
import {mkdirSync, writeFileSync} from 'node:fs'
import path from 'node:path'

export function writeJson(file: string, value: unknown): number {
  mkdirSync(path.dirname(file), {recursive: true})
  const text = `${JSON.stringify(value, null, 2)}\n`
  writeFileSync(file, text)
  return Buffer.byteLength(text)
}

export function writeText(file: string, text: string): number {
  mkdirSync(path.dirname(file), {recursive: true})
  writeFileSync(file, text)
  return Buffer.byteLength(text)
}

import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import webpush from 'web-push'

export type VapidKeys = { publicKey: string; privateKey: string }

/** The relay's VAPID key pair: made on first start, then kept in the data folder, readable by its owner only. */
export function loadVapidKeys(dataDir: string): VapidKeys {
  const file = join(dataDir, 'vapid.json')
  try {
    const keys = JSON.parse(readFileSync(file, 'utf8')) as Partial<VapidKeys>
    if (typeof keys.publicKey === 'string' && typeof keys.privateKey === 'string') return { publicKey: keys.publicKey, privateKey: keys.privateKey }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw new Error(`${file} cannot be read: remove it to make new keys (every browser then subscribes again).`)
  }
  const keys = webpush.generateVAPIDKeys()
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600, flag: 'wx' })
  return keys
}

import { Inject, Injectable } from '@nestjs/common';
import { RECOVERY_CODE_COUNT } from '@fund/contracts';
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, randomInt } from 'node:crypto';

import type { AppConfig } from '../../config/config.js';
import type { Secrets } from '../../config/secrets.js';
import { APP_CONFIG, SECRETS } from '../../config/tokens.js';

const CIPHER = 'aes-256-gcm';
const VERSION = 'v1';
/** Recovery codes avoid look-alikes (0/o, 1/l/i): 31 characters, 8 of them, about 40 bits each. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/**
 * The keys of second factors, derived from the session secret, which the database never holds:
 *   - authenticator secrets are AES-256-GCM ciphertext bound to their user (the id is the GCM's
 *     additional data), so a read of the table neither reveals a secret nor lets one row's be moved to another user;
 *   - recovery codes are kept as HMAC-SHA256 under a second key: 40 random bits each, which a plain
 *     hash would not protect against a stolen table.
 * A new session secret makes both unreadable: enrolled users then sign in with the e-mailed code
 * until an admin reset or they enrol again (login.service falls back when a secret cannot be read).
 */
@Injectable()
export class FactorSecrets {
  private readonly encryptionKey: Buffer;
  private readonly recoveryKey: Buffer;

  constructor(@Inject(APP_CONFIG) config: AppConfig, @Inject(SECRETS) secrets: Secrets) {
    const master = config.sessionSecret ?? secrets.sessionSecret;
    this.encryptionKey = Buffer.from(hkdfSync('sha256', master, 'fund:second-factors', 'totp-secret-encryption', 32));
    this.recoveryKey = Buffer.from(hkdfSync('sha256', master, 'fund:second-factors', 'recovery-code-hmac', 32));
  }

  encrypt(userId: string, secret: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv(CIPHER, this.encryptionKey, iv);
    cipher.setAAD(Buffer.from(userId));
    const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return [VERSION, iv, cipher.getAuthTag(), body].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
  }

  /** The secret, or undefined when the ciphertext is not this server's for this user (another key, an edited row). */
  decrypt(userId: string, stored: string): string | undefined {
    const [version, iv, tag, body] = stored.split('.');
    if (version !== VERSION || !iv || !tag || body === undefined) return undefined;
    try {
      const decipher = createDecipheriv(CIPHER, this.encryptionKey, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(userId));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      return undefined;
    }
  }

  /** RECOVERY_CODE_COUNT fresh codes, `xxxx-xxxx`, from a CSPRNG. */
  newRecoveryCodes(): string[] {
    const group = () => Array.from({ length: 4 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
    return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${group()}-${group()}`);
  }

  /** The stored form of a recovery code; typed in any case, with or without its dash or spaces. */
  hashRecoveryCode(userId: string, code: string): string {
    const normalized = code.toLowerCase().replace(/[\s-]/g, '');
    return createHmac('sha256', this.recoveryKey).update(`${userId}:${normalized}`).digest('hex');
  }
}

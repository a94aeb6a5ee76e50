import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import request from 'supertest';

import { TEST_ORIGIN, type TestApp } from './test-app.js';

// A software WebAuthn authenticator for the e2e tests (issue 25 item 2): a P-256 key made with
// node:crypto, a 'none' attestation (a tiny CBOR encoder below) and ES256 assertions, as a browser with
// a platform authenticator would send them. Nothing of the server's is mocked or reused.

type Cbor = number | string | Uint8Array | Cbor[] | Map<number | string, Cbor> | { [key: string]: Cbor };

function head(major: number, value: number): Buffer {
  if (value < 24) return Buffer.from([(major << 5) | value]);
  if (value < 0x100) return Buffer.from([(major << 5) | 24, value]);
  if (value < 0x10000) return Buffer.from([(major << 5) | 25, value >> 8, value & 0xff]);
  const b = Buffer.alloc(5);
  b[0] = (major << 5) | 26;
  b.writeUInt32BE(value, 1);
  return b;
}

/** Encodes the CBOR this authenticator needs: unsigned and negative integers, byte and text strings, arrays and maps. */
export function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), Buffer.from(value)]);
  if (Array.isArray(value)) return Buffer.concat([head(4, value.length), ...value.map(cbor)]);
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
  return Buffer.concat([head(5, entries.length), ...entries.flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest();
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};

const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

export interface CeremonyOptions {
  /** The page's origin as the browser reports it (default: the test app's APP_ORIGIN). */
  origin?: string;
  /** The relying party id the authenticator scopes the key to (default: the options' rp.id, or the origin's host). */
  rpId?: string;
  /** Overrides the signature counter sent (default: one more than the last). */
  counter?: number;
  /** A challenge to answer instead of the options' one. */
  challenge?: string;
}

/** One passkey: a P-256 key pair and its credential id, with its own signature counter. */
export class SoftPasskey {
  readonly credentialId = randomBytes(16);
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  counter = 0;

  constructor() {
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = pair.privateKey;
    this.publicKey = pair.publicKey;
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  /** The COSE_Key of the public key (EC2, ES256, P-256). */
  private coseKey(): Buffer {
    const jwk = this.publicKey.export({ format: 'jwk' });
    return cbor(
      new Map<number, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
  }

  /** The browser's RegistrationResponseJSON for `options` (PublicKeyCredentialCreationOptionsJSON). */
  register(options: { challenge: string; rp?: { id?: string } }, ceremony: CeremonyOptions = {}): Record<string, unknown> {
    const origin = ceremony.origin ?? TEST_ORIGIN;
    const rpId = ceremony.rpId ?? options.rp?.id ?? new URL(origin).hostname;
    const clientDataJSON = Buffer.from(
      JSON.stringify({ type: 'webauthn.create', challenge: ceremony.challenge ?? options.challenge, origin, crossOrigin: false }),
    );
    const credIdLength = Buffer.from([this.credentialId.length >> 8, this.credentialId.length & 0xff]);
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([UP | UV | AT]),
      u32(this.counter),
      Buffer.alloc(16), // aaguid
      credIdLength,
      this.credentialId,
      this.coseKey(),
    ]);
    const attestationObject = cbor({ fmt: 'none', attStmt: {}, authData });
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: { clientDataJSON: b64url(clientDataJSON), attestationObject: b64url(attestationObject), transports: ['internal'] },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** The browser's AuthenticationResponseJSON for `options` (PublicKeyCredentialRequestOptionsJSON), signed with ES256 (DER). */
  assert(options: { challenge: string; rpId?: string }, ceremony: CeremonyOptions = {}): Record<string, unknown> {
    const origin = ceremony.origin ?? TEST_ORIGIN;
    const rpId = ceremony.rpId ?? options.rpId ?? new URL(origin).hostname;
    this.counter = ceremony.counter ?? this.counter + 1;
    const clientDataJSON = Buffer.from(
      JSON.stringify({ type: 'webauthn.get', challenge: ceremony.challenge ?? options.challenge, origin, crossOrigin: false }),
    );
    const authenticatorData = Buffer.concat([sha256(rpId), Buffer.from([UP | UV]), u32(this.counter)]);
    // node:crypto's ECDSA signatures are DER-encoded, as WebAuthn's ES256 expects.
    const signature = sign('sha256', Buffer.concat([authenticatorData, sha256(clientDataJSON)]), this.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authenticatorData),
        signature: b64url(signature),
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }
}

/** Registers `key` under `name` for the session `cookie` through the API (201); answers the POST's response. */
export async function addPasskey(t: TestApp, cookie: string, key: SoftPasskey, name: string) {
  const options = await request(t.server).post('/api/security/passkeys/options').set('Cookie', cookie).expect(200);
  return request(t.server)
    .post('/api/security/passkeys')
    .set('Cookie', cookie)
    .send({ name, response: key.register(options.body.options) })
    .expect(201);
}

// A software passkey authenticator for the server's tests (only tests import it): an ES256 key
// made with node:crypto, "none" attestation, and the byte layouts of WebAuthn §6.1 (authenticator
// data) and §6.5 (attestation object), CBOR-encoded with @simplewebauthn's own encoder. It answers
// options from the server as a browser holding one discoverable credential would.
import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

/** WebAuthn authenticator data flags. */
const USER_PRESENT = 0x01;
const USER_VERIFIED = 0x04;
const ATTESTED_CREDENTIAL = 0x40;

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const base64url = (bytes: Uint8Array) => isoBase64URL.fromBuffer(new Uint8Array(bytes));
const uint32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};

export interface CeremonyOptions {
  /** The page's origin as the browser would report it. */
  readonly origin: string;
  /** Leave the user-verified flag off (a security key without its PIN). */
  readonly unverified?: boolean;
}

export class SoftAuthenticator {
  readonly credentialId = randomBytes(32);
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  /** The signature counter; `countsUses: false` keeps it at 0, as most platform passkeys do. */
  counter = 0;
  private userHandle = '';

  constructor(private readonly countsUses = true) {
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = pair.privateKey;
    this.publicKey = pair.publicKey;
  }

  get id(): string {
    return base64url(this.credentialId);
  }

  private authenticatorData(rpId: string, flags: number, extra?: Uint8Array): Buffer {
    return Buffer.concat([
      sha256(rpId),
      Buffer.of(flags),
      uint32(this.counter),
      extra ?? Buffer.alloc(0),
    ]);
  }

  private coseKey(): Uint8Array {
    const jwk = this.publicKey.export({ format: 'jwk' });
    return isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, isoBase64URL.toBuffer(jwk.x ?? '')],
        [-3, isoBase64URL.toBuffer(jwk.y ?? '')],
      ]),
    );
  }

  private clientData(type: string, challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** The PublicKeyCredential as @simplewebauthn/browser hands it over in JSON. */
  private credential<R>(response: R) {
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      clientExtensionResults: {},
      response,
    };
  }

  private flags(options: CeremonyOptions): number {
    return USER_PRESENT | (options.unverified ? 0 : USER_VERIFIED);
  }

  /** navigator.credentials.create(): a new credential for the options' user. */
  register(
    options: PublicKeyCredentialCreationOptionsJSON,
    ceremony: CeremonyOptions,
  ): RegistrationResponseJSON {
    this.userHandle = options.user.id;
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([
      Buffer.alloc(16), // AAGUID: none
      idLength,
      this.credentialId,
      this.coseKey(),
    ]);
    const authData = this.authenticatorData(
      options.rp.id ?? '',
      this.flags(ceremony) | ATTESTED_CREDENTIAL,
      attested,
    );
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', new Uint8Array(authData)],
      ]) as Parameters<typeof isoCBOR.encode>[0],
    );
    const clientDataJSON = this.clientData('webauthn.create', options.challenge, ceremony.origin);
    return this.credential({
      clientDataJSON: base64url(clientDataJSON),
      attestationObject: base64url(attestationObject),
      transports: ['internal'],
    });
  }

  /** navigator.credentials.get(): an assertion over the options' challenge. */
  authenticate(
    options: PublicKeyCredentialRequestOptionsJSON,
    ceremony: CeremonyOptions,
  ): AuthenticationResponseJSON {
    if (this.countsUses) this.counter += 1;
    const authData = this.authenticatorData(options.rpId ?? '', this.flags(ceremony));
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, ceremony.origin);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), {
      key: this.privateKey,
      dsaEncoding: 'der',
    });
    return this.credential({
      clientDataJSON: base64url(clientDataJSON),
      authenticatorData: base64url(authData),
      signature: base64url(signature),
      userHandle: this.userHandle,
    });
  }
}

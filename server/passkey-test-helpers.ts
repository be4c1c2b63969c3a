// The passkey tests' server and calls (only tests import this file): a server whose sign-in
// limits are raised (these tests sign in many times on purpose), and the steps a browser with a
// software authenticator (server/test-authenticator.ts) takes against it.
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import { afterAll, beforeAll, expect } from 'vitest';
import type { InvitationCreated } from '../shared/api/auth';
import { type PasskeyOptionsResponse, PasskeyPath } from '../shared/api/passkeys';
import { startServer } from './server';
import type { SoftAuthenticator } from './test-authenticator';
import { serverOptions, TestClient, tempDir } from './test-helpers';

export type CreationOptions = PasskeyOptionsResponse<PublicKeyCredentialCreationOptionsJSON>;
export type RequestOptions = PasskeyOptionsResponse<PublicKeyCredentialRequestOptionsJSON>;

export async function json<T>(response: Response): Promise<{ status: number; body: T }> {
  return { status: response.status, body: (await response.json()) as T };
}

export interface PasskeyServer {
  /** http://127.0.0.1:PORT/ */
  readonly url: string;
  /** The origin a browser on this server reports: http://127.0.0.1:PORT */
  readonly origin: string;
  /** Adds a passkey from `authenticator` to the account `client` is signed in to. */
  addPasskey(
    client: TestClient,
    authenticator: SoftAuthenticator,
    name?: string,
    at?: string,
  ): Promise<Response>;
  signInOptions(client: TestClient): Promise<RequestOptions>;
  /** A fresh browser signing in with `authenticator`; the answer and the client. */
  passkeySignIn(
    authenticator: SoftAuthenticator,
    at?: string,
    rememberMe?: boolean,
  ): Promise<{ client: TestClient; answer: Response }>;
  /** Another owner (invited by the admin with `role`), signed in with a password. */
  secondOwner(email: string, role?: string): Promise<TestClient>;
  close(): Promise<void>;
}

async function startPasskeyServer(name: string): Promise<PasskeyServer> {
  const dir = tempDir(name);
  const server = await startServer(
    serverOptions(dir.path, {
      limits: {
        rules: {
          OWNER_SIGN_IN_PER_ADDRESS: { burst: 1000, perSecond: 100 },
          OWNER_SIGN_IN_PER_ACCOUNT: { burst: 1000, perSecond: 100 },
        },
      },
    }),
  );
  const origin = new URL(server.url).origin;

  const signInOptions = async (client: TestClient) => {
    const started = await json<RequestOptions>(
      await client.send('POST', PasskeyPath.signInOptions),
    );
    expect(started.status).toBe(200);
    return started.body;
  };

  return {
    url: server.url,
    origin,
    signInOptions,
    async addPasskey(client, authenticator, name, at = origin) {
      const started = await json<CreationOptions>(
        await client.send('POST', PasskeyPath.registrationOptions),
      );
      expect(started.status).toBe(200);
      const response = authenticator.register(started.body.options, { origin: at });
      return client.send('POST', PasskeyPath.registration, {
        challengeId: started.body.challengeId,
        response,
        ...(name === undefined ? {} : { name }),
      });
    },
    async passkeySignIn(authenticator, at = origin, rememberMe = false) {
      const client = await new TestClient(server.url).start();
      const { challengeId, options } = await signInOptions(client);
      const response = authenticator.authenticate(options, { origin: at });
      const answer = await client.send('POST', PasskeyPath.signIn, {
        challengeId,
        response,
        rememberMe,
      });
      return { client, answer };
    },
    async secondOwner(email, role = 'editor') {
      const admin = await new TestClient(server.url).startAsOwner();
      const invited = await json<InvitationCreated>(
        await admin.send('POST', '/api/contributors/invitations', { email, role }),
      );
      expect(invited.status).toBe(201);
      const token = new URL(invited.body.link).searchParams.get('invitation') ?? '';
      const client = await new TestClient(server.url).start();
      const accepted = await client.send('POST', `/api/auth/invitations/${token}/accept`, {
        password: 'second owner password',
      });
      expect(accepted.status).toBe(200);
      return client;
    },
    async close() {
      await server.close();
      dir.remove();
    },
  };
}

/**
 * The passkey server of one test file: started before its tests, closed after them. The calls
 * are the started server's; reading them before the tests start throws.
 */
export function passkeyServerForThisFile(name: string): PasskeyServer {
  let started: PasskeyServer | undefined;
  beforeAll(async () => {
    started = await startPasskeyServer(name);
  });
  afterAll(() => started?.close());
  const current = () => {
    if (!started) throw new Error('The passkey server starts before the tests.');
    return started;
  };
  return {
    get url() {
      return current().url;
    },
    get origin() {
      return current().origin;
    },
    addPasskey: (...args) => current().addPasskey(...args),
    signInOptions: (client) => current().signInOptions(client),
    passkeySignIn: (...args) => current().passkeySignIn(...args),
    secondOwner: (...args) => current().secondOwner(...args),
    close: () => current().close(),
  };
}

import { afterEach, describe, expect, it } from 'vitest';
import { OwnerMessage } from '../../shared/api/auth';
import {
  CLEAR_LINK_NOTICE,
  checkWhoIsIn,
  endSession,
  linkNotice,
  type PageAccess,
  readStartingPage,
  takeInvitation,
  useGate,
} from './gate';
import { setOwner, useOwner } from './owner';

const ME = { email: 'a@x.co', role: 'admin', siteId: 'demo', hasPassword: true } as const;

afterEach(() => {
  setOwner(null);
  useGate.setState({ phase: 'checking', notice: null, invitation: null });
});

describe('takeInvitation', () => {
  it.each([
    ['http://h/?invitation=abc', 'abc', '/'],
    ['http://h/?x=1&invitation=abc#top', 'abc', '/?x=1#top'],
    ['http://h/?invitation=', null, '/'],
    ['http://h/editor?x=1', null, '/editor?x=1'],
  ])('%s -> token %j, address %s', (href, token, rest) => {
    expect(takeInvitation(href)).toEqual({ token, rest });
  });
});

describe('linkNotice', () => {
  it.each([
    ['signinNotice=link-invalid', OwnerMessage.linkInvalid],
    ['a=1; signinNotice=link-invalid; b=2', OwnerMessage.linkInvalid],
    ['signinNotice=other', null],
    ['', null],
  ])('%j -> %j', (cookies, notice) => {
    expect(linkNotice(cookies)).toBe(notice);
  });
});

function fakePage(href: string, cookies: string) {
  const changes: { address?: string; cookie?: string } = {};
  const page: PageAccess = {
    href: () => href,
    replaceAddress: (address) => {
      changes.address = address;
    },
    cookies: () => cookies,
    setCookie: (value) => {
      changes.cookie = value;
    },
  };
  return { page, changes };
}

describe('readStartingPage', () => {
  it('takes the invitation out of the address bar and the notice out of its cookie', () => {
    const { page, changes } = fakePage(
      'http://h/?invitation=tok',
      'crumb=x; signinNotice=link-invalid',
    );
    readStartingPage(page);
    expect(useGate.getState()).toMatchObject({
      invitation: 'tok',
      notice: OwnerMessage.linkInvalid,
    });
    expect(changes).toEqual({ address: '/', cookie: CLEAR_LINK_NOTICE });
  });

  it('changes nothing on a plain address', () => {
    const { page, changes } = fakePage('http://h/', 'crumb=x');
    readStartingPage(page);
    expect(useGate.getState()).toMatchObject({ invitation: null, notice: null });
    expect(changes).toEqual({});
  });
});

describe('checkWhoIsIn', () => {
  it('keeps who is signed in and opens the gate', async () => {
    await checkWhoIsIn(async () => ME);
    expect(useOwner.getState().me).toEqual(ME);
    expect(useGate.getState().phase).toBe('ready');
  });

  it('offers a retry when the server cannot be reached', async () => {
    await checkWhoIsIn(async () => {
      throw new Error('offline');
    });
    expect(useGate.getState().phase).toBe('unreachable');
  });
});

describe('endSession', () => {
  it('forgets the owner and keeps the notice for the sign-in screen', () => {
    setOwner(ME);
    endSession('You are signed out.');
    expect(useOwner.getState().me).toBeNull();
    expect(useGate.getState().notice).toBe('You are signed out.');
  });
});

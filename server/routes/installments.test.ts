import { describe, expect, it } from 'vitest';
import { installmentRoutes } from './installments';

describe('installment popup content', () => {
  it('answers the locale asked for, Clearpay for GB, English for an unknown locale', async () => {
    const routes = installmentRoutes();
    const gb = await routes.request('/modal?locale=en_GB');
    expect(gb.status).toBe(200);
    expect(gb.headers.get('content-type')).toContain('text/html');
    expect(await gb.text()).toContain('Clearpay');
    expect(await (await routes.request('/modal?locale=fr_CA')).text()).toContain('versements');
    const other = await (await routes.request('/modal?locale=xx_YY')).text();
    expect(other).toContain('Afterpay');
    expect(await (await routes.request('/modal')).text()).toBe(other);
  });
});

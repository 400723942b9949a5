import { describe, expect, it } from 'vitest';
import { LAZY_LINK_KEYS } from '../../src/ui/linkKeys';
import { LINK_KEY } from '../../src/remote/protocol';
import { JOIN_KEY } from '../../src/ui/remote/online';

describe('the link keys the first download knows (issue 18)', () => {
  it('are the keys the remote code writes', () => {
    expect(LAZY_LINK_KEYS.link).toBe(LINK_KEY);
    expect(LAZY_LINK_KEYS.join).toBe(JOIN_KEY);
  });
});

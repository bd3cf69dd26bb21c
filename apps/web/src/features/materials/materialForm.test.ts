import { describe, expect, it } from 'vitest';
import { creatableScopes, splitTags } from './MaterialForm';

describe('material form helpers', () => {
  it('offers the libraries the list presents, official first', () => {
    expect(creatableScopes(undefined)).toEqual([]);
    expect(
      creatableScopes({ can_add_personal: true, can_add_team: false, can_manage_official: false }),
    ).toEqual([1]);
    expect(
      creatableScopes({ can_add_personal: true, can_add_team: true, can_manage_official: true }),
    ).toEqual([2, 3, 1]);
  });

  it('splits typed tags on spaces and Chinese or Latin commas, without duplicates', () => {
    expect(splitTags(' 霸总，逆袭、 甜宠,霸总  ')).toEqual(['霸总', '逆袭', '甜宠']);
    expect(splitTags('')).toEqual([]);
  });
});

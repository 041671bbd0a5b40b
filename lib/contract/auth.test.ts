// `GET /v1/me`'s photo is a file id: kept as one when it is, and no photo for anything else, since the
// browser loads a photo only through the BFF (docs/api-contract.md#auth-calls).
import { meDataSchema } from './auth';

const me = { id: 3, name: 'Hana Kobayashi', role: 'editor' };

describe('meDataSchema', () => {
  it('keeps a photo file id, given as a number or as digits', () => {
    expect(meDataSchema.parse({ ...me, photo: 12 })).toEqual({ id: '3', name: 'Hana Kobayashi', role: 'editor', photo: 12 });
    expect(meDataSchema.parse({ ...me, photo: '12' }).photo).toBe(12);
  });

  it('reads no photo from null, a missing one, or anything that is not a file id', () => {
    for (const photo of [null, undefined, 0, -4, 1.5, 'https://cdn.example.com/hana.jpg', '', {}]) {
      expect(meDataSchema.parse({ ...me, photo }).photo).toBeNull();
    }
    expect(meDataSchema.parse(me).photo).toBeNull();
  });
});

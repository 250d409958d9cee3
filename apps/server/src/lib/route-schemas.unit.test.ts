import { describe, expect, it } from 'vitest';
import { documentedErrors } from './route-schemas.js';

const route = {
  method: 'GET',
  path: '/x',
  signedIn: false,
  ownToken: false,
  hasParams: false,
  hasBody: false,
  hasInput: false,
  rateLimited: false,
};

describe('documentedErrors', () => {
  it('gives a public route without input no 4xx answer', () => {
    expect(documentedErrors(route)).toEqual([]);
  });

  it('gives a signed-in change of a record every answer a session, a path and a body bring', () => {
    expect(documentedErrors({ ...route, method: 'PUT', signedIn: true, hasParams: true, hasBody: true, hasInput: true })).toEqual([
      400, 401, 403, 404, 409, 413, 415, 422,
    ]);
  });

  it('gives a rate-limited public form 400, 413, 415, 422 and 429 but no 401', () => {
    expect(documentedErrors({ ...route, method: 'POST', hasBody: true, rateLimited: true })).toEqual([400, 413, 415, 422, 429]);
  });

  it('gives a signed-in read with a query 401, 403 and 422, and the metrics 401 alone', () => {
    expect(documentedErrors({ ...route, signedIn: true, hasInput: true })).toEqual([401, 403, 422]);
    expect(documentedErrors({ ...route, ownToken: true })).toEqual([401]);
  });
});

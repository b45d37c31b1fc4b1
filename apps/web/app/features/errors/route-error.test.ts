// What a thrown `data(null, { status })` becomes once React Router hands it to an error boundary.
import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from 'react-router';
import { describe, expect, it } from 'vitest';
import { describeRouteError, UnknownMiddlewareError } from './route-error';

describe('describeRouteError', () => {
  it('uses the status of a route error response', () => {
    expect(describeRouteError(new ErrorResponseImpl(404, 'Not Found', null))).toEqual({ status: 404, message: null });
    expect(describeRouteError(new ErrorResponseImpl(403, 'Forbidden', 'Nope'))).toEqual({ status: 403, message: 'Nope' });
  });

  it('turns an unknown middleware into 500 Unknown middleware', () => {
    expect(describeRouteError(new UnknownMiddlewareError())).toEqual({ status: 500, message: 'Unknown middleware' });
  });

  it('uses a status carried by the error, else 500, never the error text', () => {
    expect(describeRouteError(Object.assign(new Error('db down at 10.0.0.1'), { statusCode: 503 }))).toEqual({ status: 503, message: null });
    expect(describeRouteError(new Error('secret'))).toEqual({ status: 500, message: null });
    expect(describeRouteError(undefined)).toEqual({ status: 500, message: null });
  });
});

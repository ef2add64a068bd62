import { HttpException } from '@nestjs/common';
import { serviceUnavailableMessage, type ErrorBody, type ServiceName } from '@cricket/contracts';
import { httpErrorBody } from '@cricket/service-kit';

export const NOT_FOUND_BODY = httpErrorBody(404, 'Not found');
export const BODY_TOO_LARGE_BODY = httpErrorBody(413, 'Request body is too large');

export function unavailableBody(service: ServiceName): ErrorBody {
  return httpErrorBody(503, serviceUnavailableMessage(service));
}

/** Thrown where a downstream service cannot be reached; the error filter answers 503 naming its area. */
export class ServiceUnavailable extends HttpException {
  constructor(readonly service: ServiceName) {
    super(unavailableBody(service), 503);
  }
}

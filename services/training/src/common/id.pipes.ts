import { NotFoundException, ParseIntPipe } from '@nestjs/common';

/** A path id that is not a number names nothing: 404 with the resource's message. */
export const idPipe = (notFound: string) => new ParseIntPipe({ exceptionFactory: () => new NotFoundException(notFound) });

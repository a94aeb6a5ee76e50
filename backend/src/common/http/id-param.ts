import { BadRequestException, NotFoundException, Param, type PipeTransform } from '@nestjs/common';
import { isUUID } from 'class-validator';

/** A record id (a uuid of any version): the one test an id passes before it reaches a query. */
export function isRecordId(value: unknown): value is string {
  return typeof value === 'string' && isUUID(value, 'all');
}

export class IdPipe implements PipeTransform<string, string> {
  constructor(
    private readonly notFound: string,
    private readonly blank: string | undefined,
  ) {}

  transform(value: string): string {
    if (this.blank !== undefined && value.trim() === '') throw new BadRequestException(this.blank);
    if (!isRecordId(value)) throw new NotFoundException(this.notFound);
    return value;
  }
}

/**
 * A record id in the path. A malformed id names nothing: it answers the route's own 404 with
 * `notFound`, before any other check, for every caller; `blank` makes a blank id a 400 instead.
 */
export function IdParam(name: string, notFound: string, options: { blank?: string } = {}): ParameterDecorator {
  return Param(name, new IdPipe(notFound, options.blank));
}

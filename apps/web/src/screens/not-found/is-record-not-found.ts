import { GatewayError } from '../../api/gateway-error.ts';

/** A details or edit route whose read answered 404: the record does not exist (SPEC-RULINGS). */
export function isRecordNotFound(error: unknown): boolean {
  return error instanceof GatewayError && error.status === 404;
}

import { describe, expect, it } from 'vitest';
import { failureFeedback } from './failure-feedback.ts';

const FORM = ['name', 'options'];
const FALLBACK = 'Could not save';

describe('which failures open the error modal', () => {
  it('opens it for an unexpected answer, with its message and errors text', () => {
    expect(
      failureFeedback(
        { status: 500, body: { message: 'Database down', errors: { _: ['Pool exhausted'] } } },
        FORM,
        FALLBACK,
      ),
    ).toEqual({
      show: 'modal',
      fields: {},
      exception: { message: 'Database down', errors: '_: Pool exhausted' },
    });
    expect(failureFeedback({ status: 403, body: { message: 'Forbidden' } }, FORM, FALLBACK)).toMatchObject({
      show: 'modal',
      exception: { message: 'Forbidden', errors: '' },
    });
  });

  it('uses the action’s own text when the answer has none (no answer at all, an empty body)', () => {
    for (const failure of [
      { status: 0, body: null },
      { status: 502, body: { message: '  ' } },
    ]) {
      expect(failureFeedback(failure, FORM, FALLBACK)).toEqual({
        show: 'modal',
        fields: {},
        exception: { message: FALLBACK, errors: '' },
      });
    }
  });

  it('marks the fields of any failing answer that names only fields of the form, not only a 422', () => {
    for (const status of [400, 409, 422, 500]) {
      expect(
        failureFeedback(
          {
            status,
            body: { message: 'Invalid', errors: { name: ['Taken'], 'options.1.value': ['Required'] } },
          },
          FORM,
          FALLBACK,
        ),
      ).toEqual({ show: 'fields', fields: { name: ['Taken'], 'options.1.value': ['Required'] } });
    }
  });

  it('shows the errors no visible field holds in the modal, and still marks the others', () => {
    expect(
      failureFeedback(
        {
          status: 422,
          body: {
            message: 'Invalid',
            errors: { name: ['Taken'], _: ['Not allowed now'], updated_at: ['Bad date'] },
          },
        },
        FORM,
        FALLBACK,
      ),
    ).toEqual({
      show: 'modal',
      fields: { name: ['Taken'] },
      exception: { message: 'Invalid', errors: '_: Not allowed now\nupdated_at: Bad date' },
    });
  });

  it('shows errors sent as text or as a list in the modal', () => {
    expect(failureFeedback({ status: 400, body: { errors: 'Bad CSV' as never } }, FORM, FALLBACK)).toEqual({
      show: 'modal',
      fields: {},
      exception: { message: FALLBACK, errors: 'Bad CSV' },
    });
  });

  it('leaves a 401 to the session flow, which has told the user already', () => {
    expect(failureFeedback({ status: 401, body: { message: 'Expired' } }, FORM, FALLBACK)).toEqual({
      show: 'nothing',
    });
  });
});

import { manufacturers } from '@proboard/domain';
import { describe, expect, it } from 'vitest';
import { domainResolver } from './domain-resolver.ts';
import { emptyFormValues, formValuesToPayload } from './form-values.ts';

const resolver = domainResolver(
  manufacturers.schema,
  (values: Record<string, unknown>) => formValuesToPayload(manufacturers, values),
  ({ key, params }) => `${key}${Object.keys(params).length ? JSON.stringify(params) : ''}`,
);
const options = { fields: {}, shouldUseNativeValidation: false, names: [] } as never;

describe('domain resolver', () => {
  it('reports the server’s rules with their parameters, one message per field', async () => {
    const values = { ...emptyFormValues(manufacturers), az_iso: 'a b', name: 'ab', color: 'zz' };
    const result = await resolver(values, undefined, options);
    expect(result.errors).toMatchObject({
      az_iso: { message: 'validations.isAzIso' },
      name: { message: 'validations.min{"min":3}' },
      color: { message: 'validations.isHexadecimal' },
    });
  });

  it('hands the parsed API body to the submit handler', async () => {
    const values = { ...emptyFormValues(manufacturers), az_iso: 'NEWCO', name: 'New Co' };
    const result = await resolver(values, undefined, options);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ az_iso: 'NEWCO', name: 'New Co', slug: null, active: true });
  });
});

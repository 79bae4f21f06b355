import { queryOptions } from '@tanstack/react-query';
import { gateway } from '../../api/gateway.ts';
import { unwrap } from '../../api/gateway-error.ts';

/** A corporate application of the home (`GET mslogin.v1/auth/applications`). */
export interface CorporateApplication {
  id: number;
  name: string;
  description: string | null;
  url: string;
  image_url: string | null;
  managers_only: boolean;
}

/** The server already leaves out managers-only applications for users who are not managers. */
export const corporateApplicationsQuery = queryOptions({
  queryKey: ['home', 'corporate-applications'],
  queryFn: async ({ signal }) => {
    const body = unwrap(
      await gateway.get<{ corporate_applications?: CorporateApplication[] }>('mslogin.v1/auth/applications', {
        signal,
      }),
    );
    return body?.corporate_applications ?? [];
  },
});

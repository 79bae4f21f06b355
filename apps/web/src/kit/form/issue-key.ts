/** The key and parameters of a zod issue: one reading of validation messages for server and web. */
export { type IssueKey, issueKey } from '@proboard/domain';

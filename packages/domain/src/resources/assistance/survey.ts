import { z } from 'zod';
import { max, text } from '../../validation/rules.ts';
import { NOTE_MAX } from '../../workflows/workflow.ts';

/** The survey's four questions (spec section 3), each answered from 1 to 5 (SPEC-RULINGS). */
export const SURVEY_QUESTIONS = ['punctuality', 'professionalism', 'issue_resolved', 'overall'] as const;
export const SURVEY_SCORE_MIN = 1;
export const SURVEY_SCORE_MAX = 5;
/** Days a survey link stays valid after the assignment is done. */
export const SURVEY_LINK_DAYS = 30;

const score = () =>
  z.preprocess(
    (value) =>
      value === '' || value == null ? undefined : typeof value === 'string' ? Number(value) : value,
    z.number().int().min(SURVEY_SCORE_MIN).max(SURVEY_SCORE_MAX),
  );

/** The customer's answers through the public link. */
export const surveyAnswerSchema = z.strictObject({
  punctuality: score(),
  professionalism: score(),
  issue_resolved: score(),
  overall: score(),
  comment: text(max(NOTE_MAX)).nullish(),
});
export type SurveyAnswer = z.infer<typeof surveyAnswerSchema>;

/** The mean of the four answers to one decimal, as the server stores it (2, 3, 4, 4 -> 3.3). */
export function surveyAverage(answer: Pick<SurveyAnswer, (typeof SURVEY_QUESTIONS)[number]>): number {
  const sum = SURVEY_QUESTIONS.reduce((total, key) => total + answer[key], 0);
  // Sums of four integers: tenths of sum / 4 are exact in quarters, rounded half up like PostgreSQL.
  return Math.round((sum * 10) / 4) / 10;
}

import { assessmentEndpoints, type ApiClient, type QuestionFlagResult } from '@quest/api';

/** QuestionFlag: reports an error in a question with the student's remark (§5); isSuccess false is a refusal. */
export const sendQuestionFlag = (
  api: ApiClient,
  input: { questionId: number; remark: string },
): Promise<QuestionFlagResult> => api.call(assessmentEndpoints.questionFlag, { body: input });

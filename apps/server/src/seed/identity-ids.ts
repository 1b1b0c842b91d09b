import { demo } from './ids.ts';

/** Boards of the demo, by id (seed/ids.ts `demo.boards`). */
export const boardNames: Record<number, string> = {
  [demo.boards.cbse]: 'CBSE',
  [demo.boards.icse]: 'ICSE',
  [demo.boards.state]: 'State Board',
};

/** Grades 1–12 exist for every board; a grade's id is boardId × 100 + grade (CBSE Grade 6 is 106). */
export function gradeId(boardId: number, grade: number): number {
  if (!Number.isInteger(grade) || grade < 1 || grade > 12) throw new Error(`no grade ${grade}`);
  return boardId * 100 + grade;
}

/** Grade ids the other areas' seeds refer to (quests' grade_ids). */
export const demoGrades = {
  cbse6: gradeId(demo.boards.cbse, 6),
  cbse7: gradeId(demo.boards.cbse, 7),
  icse6: gradeId(demo.boards.icse, 6),
  state6: gradeId(demo.boards.state, 6),
} as const;

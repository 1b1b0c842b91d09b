import * as api from '@quest/api';
import * as designSystem from '@quest/design-system';
import * as format from '@quest/design-system/format';
import * as flows from '@quest/flows';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readCatalogue } from '../../../scripts/i18n/compile.mjs';
import * as languageChoice from './app/language-choice';
import * as lazyScreen from './app/lazy-screen';
import * as assessmentRoute from './features/assessment/runner/routes/assessment-route';
import * as onboarding from './features/identity/routes/onboarding';
import * as contentPlayer from './features/learning/player/content-player';
import * as playerRoute from './features/learning/player/player-route';
import * as viewerModel from './features/learning/viewers/viewer-model';
import * as notificationsModel from './features/community/notifications/notifications-model';
import * as queryboxModel from './features/community/querybox/querybox-model';
import * as reportModel from './features/assessment/tests/report-model';
import * as redeemPoints from './features/profile/redeem/redeem-points-container';
import * as profilePic from './features/profile/data/use-upload-profile-pic';
import * as uploadZip from './features/learning/masterclass/build-upload-zip';
import * as masterclassUpload from './features/learning/masterclass/use-masterclass-upload';
import * as lockModel from './features/learning/locks/lock-model';
import * as sessionInvite from './features/community/schedules/session-invite';
import * as fileChecks from './platform/file-checks';

/*
 * Issue 29 (ADR 0142): every text the code keeps in a texts object — the design system's, the flows' and the
 * contract's messages, the format module's labels and the app's own — has its Hindi in the catalogues. Functions
 * (texts still built in code) are not messages and are skipped; each is a gap the pseudo-locale sweep shows.
 */
const modules: Record<string, Record<string, unknown>> = {
  designSystem,
  format,
  flows,
  api,
  languageChoice,
  lazyScreen,
  assessmentRoute,
  onboarding,
  contentPlayer,
  playerRoute,
  viewerModel,
  notificationsModel,
  queryboxModel,
  reportModel,
  redeemPoints,
  profilePic,
  uploadZip,
  masterclassUpload,
  lockModel,
  sessionInvite,
  fileChecks,
};

/** Exports that hold texts by name; zod schemas and non-texts are left out. */
const TEXTS_EXPORT = /(Texts|TEXTS|_MESSAGE|_MESSAGES|Messages|_LABEL|_LABELS|Labels|_TEXT|Text)$/;
/** Not shown as a whole: the contract appends this to a field's name when it refuses a value. */
const NOT_MESSAGES = new Set(['api.CONTROL_CHARACTERS_MESSAGE']);

describe('Hindi catalogue coverage (issue 29)', () => {
  const hindi = readCatalogue('hi') as Record<string, string>;

  it('every text of every texts object has its Hindi', () => {
    const missing: string[] = [];
    let count = 0;
    const walk = (value: unknown, where: string) => {
      if (typeof value === 'string') {
        if (!/[A-Za-z]{2}/.test(value)) return;
        count += 1;
        if (!(value in hindi)) missing.push(`${where}: ${value}`);
      } else if (value && typeof value === 'object' && !Array.isArray(value) && !('_def' in value)) {
        for (const [key, item] of Object.entries(value)) walk(item, `${where}.${key}`);
      }
    };
    for (const [module, exports] of Object.entries(modules))
      for (const [name, value] of Object.entries(exports))
        if (TEXTS_EXPORT.test(name) && !NOT_MESSAGES.has(`${module}.${name}`))
          walk(value, `${module}.${name}`);
    console.info(
      `issue 29: ${count - missing.length} of ${count} texts of the texts objects have their Hindi`,
    );
    expect(missing).toEqual([]);
  });

  it("every texts export of the app's own files is in a module walked above", () => {
    const root = path.dirname(fileURLToPath(import.meta.url));
    const walked = Object.values(modules);
    const unwalked: string[] = [];
    for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(file) || /\.(test|stories)\.tsx?$/.test(file)) continue;
      for (const [, name] of readFileSync(path.join(root, file), 'utf8').matchAll(/export const (\w+)/g))
        if (TEXTS_EXPORT.test(name!) && !walked.some((module) => name! in module))
          unwalked.push(`${file}: ${name}`);
    }
    expect(unwalked).toEqual([]);
  });
});

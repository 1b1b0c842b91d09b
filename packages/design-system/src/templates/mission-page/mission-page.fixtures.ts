/**
 * Sample data and shared helpers of the mission page's stories (Templates/Mission Page and its parts). Stories
 * only; not exported from the package index.
 */
import { useState } from 'react';
import { within } from 'storybook/test';
import { storyImage } from '../../components/content-card/story-image';
import type { MissionContentCounts, MissionOperationItem, MissionTopicSection } from './mission-page-texts';

/** A mission's content counts: 3 videos, 2 tests, 3 web contents and an activity. */
export const sampleCounts: MissionContentCounts = { videos: 3, tests: 2, webContent: 3, activities: 1 };

/** Fractions (current, with a cover) and Decimals. */
export const sampleOperations: MissionOperationItem[] = [
  { operationId: 10111, name: 'Fractions', imageUrl: storyImage('wide'), progress: 83.33, current: true },
  { operationId: 10112, name: 'Decimals', progress: 0 },
];

/** The Introduction entry: one completed video with a cover. */
export const introSection: MissionTopicSection = {
  id: 'intro',
  title: 'Introduction',
  contents: [
    {
      contentId: 201001,
      name: 'Introduction to Fractions',
      contentType: 'video',
      imageUrl: storyImage('wide'),
      durationSeconds: 420,
      points: 10,
      completed: true,
    },
  ],
};

/** A task of a video, a PDF and a web page. */
export const understandingSection: MissionTopicSection = {
  id: 'task-101111',
  title: 'Understanding Fractions',
  contents: [
    {
      contentId: 201002,
      name: 'What is a Fraction? Numerator and Denominator',
      contentType: 'video',
      durationSeconds: 360,
      points: 10,
      completed: true,
    },
    {
      contentId: 201003,
      name: 'Fractions: Chapter Notes',
      contentType: 'pdf',
      durationSeconds: 600,
      points: 5,
    },
    {
      contentId: 201004,
      name: 'Fractions at a Glance',
      contentType: 'web',
      durationSeconds: 180,
      points: 5,
    },
  ],
};

/** A task of a test and a locked activity. */
export const practiceSection: MissionTopicSection = {
  id: 'task-101112',
  title: 'Practice Fractions',
  contents: [
    {
      contentId: 201005,
      name: 'Fractions Chapter Test',
      contentType: 'test',
      durationSeconds: 1200,
      points: 20,
    },
    {
      contentId: 201006,
      name: 'Fraction Pizza Builder',
      contentType: 'activity',
      durationSeconds: 600,
      points: 15,
      locked: true,
    },
  ],
};

/** The open entry kept in story state, as the app keeps it (one open at a time); every change still reports. */
export function useOpenSection(initial: string | null, report?: (sectionId: string | null) => void) {
  const [openSectionId, setOpenSectionId] = useState(initial);
  const onSectionChange = (sectionId: string | null) => {
    setOpenSectionId(sectionId);
    report?.(sectionId);
  };
  return { openSectionId, onSectionChange };
}

/** The texts of the items of a counts list (the list named "Mission contents"). */
export function countTexts(list: HTMLElement) {
  return within(list)
    .getAllByRole('listitem')
    .map((li) => li.textContent);
}

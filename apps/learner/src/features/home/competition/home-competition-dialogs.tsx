import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import {
  CodingCompetitionDialog,
  SpecialMissionDialog,
  type CodingCompetitionStep,
} from '@quest/design-system';
import { identityEndpoints, type Mission, type UserInfo } from '@quest/api';
import { useServices } from '../../../app/services';
import { useMasterclassArea } from '../../learning';
import { missionHref } from '../home-model';
import {
  competitionDialogDue,
  competitionShownThisVisit,
  markCompetitionShown,
  type CompetitionDialogKind,
} from './competition-visit';

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.';

/** Props of {@link HomeCompetitionDialogs}. */
export interface HomeCompetitionDialogsProps {
  /** The signed-in student, once loaded. */
  user: UserInfo | undefined;
  /** The current quest's id. */
  questId: number | undefined;
  /** The current quest's GO_CODERZ mission, when its content list has one. */
  specialMission: Mission | undefined;
  /** Another home dialog is open ("Trial Expired", mission start, quest switch): nothing opens over it. */
  otherDialogOpen: boolean;
}

interface PromptState {
  step: CodingCompetitionStep;
  confirming: boolean;
  error: string | null;
}

/**
 * The home dashboard's competition dialogs (ADR 0048, 0049): the coding-competition prompt for an eligible student
 * not yet registered (Confirm records the registration), and the special mission's modal for a registered one who
 * has not submitted (masterclasses and the project upload). One of them at most per app visit, kept in memory, and
 * never over another dialog.
 */
export function HomeCompetitionDialogs({
  user,
  questId,
  specialMission,
  otherDialogOpen,
}: HomeCompetitionDialogsProps) {
  const { api, session } = useServices();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [open, setOpen] = useState<CompetitionDialogKind | null>(null);
  const [prompt, setPrompt] = useState<PromptState>({ step: 'invite', confirming: false, error: null });
  const [decided, setDecided] = useState(false);

  // Decided during render (no effect round trip), once per mount; the visit memory covers other mounts.
  const due =
    decided || !user
      ? null
      : competitionDialogDue(user.coderCompetition, {
          shownThisVisit: competitionShownThisVisit(session),
          otherDialogOpen,
          hasSpecialMission: specialMission !== undefined,
        });
  if (due) {
    setDecided(true);
    setOpen(due);
  }
  useEffect(() => {
    if (open) markCompetitionShown(session);
  }, [open, session]);

  const masterclass = useMasterclassArea(open === 'specialMission');

  const revalidateUser = () => void mutate([identityEndpoints.getCurrentUser.name, {}]);

  const confirm = async () => {
    if (!user || prompt.confirming) return;
    setPrompt({ step: 'invite', confirming: true, error: null });
    try {
      await api.call(identityEndpoints.registerCoderCompetition, { body: { userId: user.userId } });
      setPrompt({ step: 'thanks', confirming: false, error: null });
      revalidateUser();
    } catch (failed) {
      setPrompt({ step: 'invite', confirming: false, error: messageOf(failed) });
    }
  };

  const closePrompt = () => {
    if (prompt.confirming) return;
    setOpen(null);
  };

  return (
    <>
      <CodingCompetitionDialog
        open={open === 'competition'}
        step={prompt.step}
        confirming={prompt.confirming}
        error={prompt.error}
        onConfirm={() => void confirm()}
        onOk={() => setOpen(null)}
        onClose={closePrompt}
      />
      {open === 'specialMission' && specialMission && (
        <SpecialMissionDialog
          open
          displayName={specialMission.missionDisplayName}
          description={specialMission.missionDescription}
          competitionStatus={user?.coderCompetition?.status ?? null}
          onTakePart={() => {
            setPrompt({ step: 'invite', confirming: false, error: null });
            setOpen('competition');
          }}
          {...masterclass}
          onOpenMission={() => {
            if (masterclass.uploading || questId === undefined) return;
            setOpen(null);
            void navigate(missionHref(questId, specialMission.missionId));
          }}
          onClose={() => {
            if (!masterclass.uploading) setOpen(null);
          }}
        />
      )}
    </>
  );
}

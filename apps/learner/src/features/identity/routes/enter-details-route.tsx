import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { EnterDetailsView } from '@quest/design-system';
import { identityEndpoints } from '@quest/api';
import { useServices } from '../../../app/services';
import { useBoardGrade } from '../../../data/board-grade';
import { currentUserKey, useCurrentUser } from '../../../data/current-user';
import {
  detailsErrors,
  failureMessage,
  gradesOfBoard,
  landingPath,
  readOnboardingState,
  type OnboardingErrors,
} from './onboarding';

/**
 * Enter Details (/userdetails and /boardgrade): Name, Select Board, Select Grade (the board's grades only,
 * cleared when the board changes), Continue. Sends UpdateUser with the userId from the navigation state (else
 * the signed-in student's), the chosen board and grade, the coupon applied in the wizard as `promoCode` and the
 * landing UTM parameters as `UTMData`; then loads the student and goes to /products (showDashboard) or /home.
 * Failures show in a danger dialog; nothing chosen is lost.
 */
export function Component() {
  const { api, session } = useServices();
  const navigate = useNavigate();
  const location = useLocation();
  const { mutate } = useSWRConfig();
  const handedOver = readOnboardingState(location.state);
  const boardGrade = useBoardGrade();
  const currentUser = useCurrentUser();
  const [typedName, setTypedName] = useState<string | null>(null);
  const [boardId, setBoardId] = useState('');
  const [gradeId, setGradeId] = useState('');
  const [errors, setErrors] = useState<OnboardingErrors>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // The name typed in the wizard is the starting value until the student edits it.
  const name = typedName ?? currentUser.data?.firstName ?? '';

  const submit = async () => {
    const found = detailsErrors({ name, boardId, gradeId });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const userId =
        handedOver.userId ??
        currentUser.data?.userId ??
        (await api.call(identityEndpoints.getCurrentUser, {})).userId;
      await api.call(identityEndpoints.updateUser, {
        body: {
          userId,
          firstName: name.trim(),
          boardId: Number(boardId),
          gradeId: Number(gradeId),
          promoCode: handedOver.promoCode ?? '',
          UTMData: session.utmData(),
        },
      });
      const user = await api.call(identityEndpoints.getCurrentUser, {});
      await mutate(currentUserKey, user, { revalidate: false });
      void navigate(landingPath(user), { replace: true });
    } catch (error) {
      setFailure(failureMessage(error));
      setBusy(false);
    }
  };

  const boards = (boardGrade.data?.boards ?? []).map((board) => ({
    value: String(board.boardId),
    label: board.boardName,
  }));
  return (
    <EnterDetailsView
      name={name}
      boardId={boardId}
      gradeId={gradeId}
      boards={boards}
      grades={gradesOfBoard(boardGrade.data?.grades ?? [], boardId)}
      errors={errors}
      choicesLoading={boardGrade.state === 'loading'}
      choicesError={boardGrade.state === 'failed' ? failureMessage(boardGrade.error) : null}
      busy={busy}
      failure={failure}
      onNameChange={(value) => {
        setTypedName(value);
        setErrors((e) => ({ ...e, name: undefined }));
      }}
      onBoardChange={(value) => {
        setBoardId(value);
        setGradeId('');
        setErrors((e) => ({ ...e, boardId: undefined }));
      }}
      onGradeChange={(value) => {
        setGradeId(value);
        setErrors((e) => ({ ...e, gradeId: undefined }));
      }}
      onSubmit={() => void submit()}
      onRetryChoices={boardGrade.retry}
      onFailureOk={() => setFailure(null)}
    />
  );
}

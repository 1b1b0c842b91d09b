import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ProfileView, type ProfileDataState } from '@quest/design-system';
import { useLanguageChoice } from '../../../app/language-choice';
import { useServices } from '../../../app/services';
import { paths } from '../../../routes/paths';
import { canChangePassword, ChangePasswordDialogContainer } from '../../identity';
import { useAppConfig } from '../../../data/app-config';
import { fullNameOf, useCurrentUser } from '../../../data/current-user';
import { pickCurrentQuest, QUEST_PARAM } from '../../../data/current-quest';
import { useLogout } from '../../../data/logout';
import { useContentList, useUserProgress } from '../../../data/content';
import { useSharedData } from '../data/use-shared-data';
import { useUploadProfilePic } from '../data/use-upload-profile-pic';
import { ProfileDetailsContainer } from '../profile-details-container';
import { friendsStatusOf, myMissions } from '../profile-model';
import { RedeemPointsContainer } from '../redeem/redeem-points-container';
import { ShareFriendsContainer } from '../share-friends-container';

type OpenDialog = 'details' | 'share' | 'password' | 'redeem' | null;

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : undefined);

/** Two reads that together make one section: failed when either failed, loaded when both have. */
const bothOf = (a: ProfileDataState, b: ProfileDataState): ProfileDataState =>
  a === 'failed' || b === 'failed' ? 'failed' : a === 'loaded' && b === 'loaded' ? 'loaded' : 'loading';

/**
 * The profile (/home/profile, ADR 0059): the student from GetCurrentUser, the current quest's points and
 * academic missions (GetUserProgress, GetContentList), the friends who share with the student (GetSharedData) and
 * the support email (GetConfig). The avatar uploads a picked image; Edit details, Share with friends, Redeem
 * Points and Change Password open their dialogs; "Tests and reports" opens /assessment-dashboard (ADR 0079); off the
 * Android wrapper (no QueryBox tab) "QueryBox" opens the query box (ADR 0116); Logout leaves for `/` keeping the app
 * type and app id.
 */
export function Component() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { bridge } = useServices();
  // The bottom bar's QueryBox is the Android wrapper's only (the spec's); elsewhere the profile offers it (ADR 0116).
  const showsQueryBoxTab = bridge.host === 'android';
  const user = useCurrentUser();
  const config = useAppConfig();
  const quest = user.data ? pickCurrentQuest(user.data, search.get(QUEST_PARAM)) : null;
  const questId = quest?.questId;
  const userId = user.data?.userId;
  const contentList = useContentList(questId);
  const progress = useUserProgress(questId, userId);
  const sharedData = useSharedData(userId, questId);
  const avatar = useUploadProfilePic(userId);
  const { logout, busy: loggingOut } = useLogout();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const language = useLanguageChoice();
  const close = () => setDialog(null);

  const missionsState = bothOf(contentList.state, progress.state);
  const retryMissions = () => {
    if (contentList.state === 'failed') contentList.retry();
    if (progress.state === 'failed') progress.retry();
  };

  return (
    <>
      <ProfileView
        state={user.state}
        errorMessage={messageOf(user.error ?? contentList.error ?? progress.error)}
        user={
          user.data && {
            firstName: user.data.firstName,
            fullName: fullNameOf(user.data),
            email: user.data.emailId,
            avatarSrc: user.data.profilePic,
          }
        }
        supportEmail={config.data?.supportEmail || undefined}
        language={{ value: language.value, busy: language.busy, onChange: language.choose }}
        questName={quest?.questName ?? null}
        totalPoints={progress.data?.quest.points}
        missionsState={missionsState}
        missions={contentList.data && progress.data ? myMissions(contentList.data, progress.data) : []}
        friendsState={sharedData.state}
        friends={sharedData.data ? friendsStatusOf(sharedData.data) : []}
        canChangePassword={canChangePassword(user.data)}
        avatarUploading={avatar.uploading}
        avatarError={avatar.error}
        loggingOut={loggingOut}
        onPickAvatar={(file) => void avatar.upload(file)}
        onEditDetails={() => setDialog('details')}
        onLogout={() => void logout()}
        onShareWithFriends={() => setDialog('share')}
        onRedeemPoints={() => setDialog('redeem')}
        onChangePassword={() => setDialog('password')}
        onOpenAssessments={() => void navigate(paths.assessmentDashboard.getHref())}
        onOpenQueryBox={showsQueryBoxTab ? undefined : () => void navigate(paths.homeQuerybox.getHref())}
        onRetry={user.retry}
        onRetryMissions={retryMissions}
        onRetryFriends={sharedData.retry}
      />
      {user.data && <ProfileDetailsContainer open={dialog === 'details'} user={user.data} onClose={close} />}
      <ShareFriendsContainer
        open={dialog === 'share'}
        userId={userId}
        questId={questId}
        sharedData={sharedData}
        onClose={close}
      />
      <ChangePasswordDialogContainer open={dialog === 'password'} onClose={close} />
      <RedeemPointsContainer open={dialog === 'redeem'} onClose={close} questId={questId ?? null} />
    </>
  );
}

import {
  authenticateUser,
  changePassword,
  checkMobileNumber,
  getBoardGrade,
  getConfig,
  getCurrentUser,
  getProfile,
  identityEndpoints,
  logout,
  registerCoderCompetition,
  registerUser,
  resetChangePassword,
  resetValidateOtp,
  resetVerifyUser,
  sendOtp,
  updateProfile,
  updateUser,
  uploadProfilePic,
  validateOtp,
} from '@quest/api';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { demo } from '../../src/seed/ids.ts';
import { demoGrades } from '../../src/seed/identity-ids.ts';
import { identitySeeder } from '../../src/seed/identity.ts';
import { contractSuite } from '../support/contract.ts';
import { createHarness, type Harness } from '../support/harness.ts';

const OTP = '123456'; // the harness's demo OTP
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

let h: Harness;
let nextMobile = 7000000000;
const freshMobile = () => String((nextMobile += 1));

beforeAll(async () => {
  h = await createHarness();
  await identitySeeder.run(h.db, h.deps);
});
afterAll(async () => {
  await h.close();
});
// Throttling has its own tests (throttle.test.ts, attacks/identity.attack.test.ts): each contract test starts with
// nothing counted, so the sends to the demo student's number in one test do not make another wait.
beforeEach(async () => {
  await h.db.query('delete from throttle_events');
  await h.db.query('delete from throttle_state');
});

const student = demo.users.student;
const signInStudent = () => h.signInAs(student.id);

contractSuite(
  identityEndpoints.authenticateUser,
  () => h,
  () => {
    test('the right user name and password give a session token that works for bearer calls', async () => {
      const { token } = await authenticateUser(
        h.client,
        {},
        { credentials: { username: student.userName, password: student.password } },
      );
      h.session.setToken(token);
      await expect(getCurrentUser(h.client, {})).resolves.toMatchObject({ userId: student.id });
    });

    test('a wrong password is the server message "Invalid username or password."', async () => {
      await expect(
        authenticateUser(h.client, {}, { credentials: { username: student.userName, password: 'nope' } }),
      ).rejects.toMatchObject({ kind: 'server', status: 401, message: 'Invalid username or password.' });
    });
  },
);

contractSuite(
  identityEndpoints.getCurrentUser,
  () => h,
  () => {
    test('answers the user info of the signed-in student with the schema transforms applied', async () => {
      await signInStudent();
      const user = await getCurrentUser(h.client, {});
      expect(user).toMatchObject({
        userId: student.id,
        userName: student.userName,
        firstName: student.firstName,
        institutionId: 1,
        boardId: demo.boards.cbse,
        gradeId: demoGrades.cbse6,
        user_type: 'ExistingUser',
        loginType: 'PASSWORD',
        extraTimeFactor: 1,
        // Seeded as having entered the competition; not eligible here, as no quest is seeded in this file.
        coderCompetition: { eligible: false, status: 'Submitted' },
        userQuestList: [],
      });
    });

    test('a null user type reads as ExistingUser', async () => {
      await h.signInAs(await h.createUser({ userType: null }));
      await expect(getCurrentUser(h.client, {})).resolves.toMatchObject({ user_type: 'ExistingUser' });
    });
  },
);

contractSuite(
  identityEndpoints.logout,
  () => h,
  () => {
    test('ends the session: the same token is refused afterwards', async () => {
      await h.signInAs(await h.createUser());
      await expect(logout(h.client, {})).resolves.toEqual({ success: true });
      await expect(getCurrentUser(h.client, {})).rejects.toMatchObject({ kind: 'session', status: 401 });
    });
  },
);

contractSuite(
  identityEndpoints.getConfig,
  () => h,
  () => {
    test('answers the app config with the server clock as currentTime', async () => {
      const config = await getConfig(h.client, { query: { AppId: 1 } });
      expect(config).toMatchObject({
        tcUrl: 'http://content.test/pages/terms.html',
        otpRequired: true,
        showPromoScreen: true,
        supportEmail: 'support@quest.example',
      });
      expect(Math.abs(Date.parse(config.currentTime) - h.clock.now().getTime())).toBeLessThan(5_000);
    });
  },
);

contractSuite(
  identityEndpoints.changePassword,
  () => h,
  () => {
    test('changes the password when the current one is right', async () => {
      const userId = await h.createUser({ password: 'old-pass' });
      await h.signInAs(userId);
      await expect(
        changePassword(h.client, { body: { oldPassword: 'old-pass', newPassword: 'new-pass' } }),
      ).resolves.toEqual({
        message: 'Your password has been changed. Please log out and log in with your new password.',
      });
    });

    test('a wrong current password is refused with a clear message', async () => {
      await h.signInAs(await h.createUser({ password: 'old-pass' }));
      await expect(
        changePassword(h.client, { body: { oldPassword: 'wrong', newPassword: 'new-pass' } }),
      ).rejects.toMatchObject({ status: 400, message: 'Current password is incorrect.' });
    });
  },
);

contractSuite(
  identityEndpoints.resetVerifyUser,
  () => h,
  () => {
    test('sends a code to the registered mobile number', async () => {
      await expect(resetVerifyUser(h.client, { body: { Username: student.userName } })).resolves.toEqual({
        message: 'OTP sent to your registered mobile number ending in 3210.',
      });
    });

    test('an unknown user name is 404 with a message', async () => {
      await expect(resetVerifyUser(h.client, { body: { Username: '9999999999' } })).rejects.toMatchObject({
        status: 404,
        message: 'No account found with this username.',
      });
    });
  },
);

contractSuite(
  identityEndpoints.resetValidateOtp,
  () => h,
  () => {
    test('the right code answers a message the app shows as info', async () => {
      await resetVerifyUser(h.client, { body: { Username: student.userName } });
      await expect(
        resetValidateOtp(h.client, { query: { Username: student.userName, OTP } }),
      ).resolves.toEqual({ message: 'OTP verified successfully. Please set your new password.' });
    });

    test('a wrong code is refused', async () => {
      await resetVerifyUser(h.client, { body: { Username: student.userName } });
      await expect(
        resetValidateOtp(h.client, { query: { Username: student.userName, OTP: '000000' } }),
      ).rejects.toMatchObject({ status: 400, message: 'Invalid OTP. Please try again.' });
    });
  },
);

contractSuite(
  identityEndpoints.resetChangePassword,
  () => h,
  () => {
    test('sets the new password after a checked code', async () => {
      const userName = freshMobile();
      await h.createUser({ userName, password: 'before' });
      await resetVerifyUser(h.client, { body: { Username: userName } });
      await resetValidateOtp(h.client, { query: { Username: userName, OTP } });
      await expect(
        resetChangePassword(h.client, { body: { Username: userName, newPassword: 'After-reset-42' } }),
      ).resolves.toEqual({ message: 'Your password has been reset. Please login with your new password.' });
    });

    test('without a checked code it is refused', async () => {
      const userName = freshMobile();
      await h.createUser({ userName });
      await expect(
        resetChangePassword(h.client, { body: { Username: userName, newPassword: 'After-reset-42' } }),
      ).rejects.toMatchObject({
        status: 400,
        message: 'Please verify the OTP sent to your mobile number first.',
      });
    });
  },
);

contractSuite(
  identityEndpoints.sendOtp,
  () => h,
  () => {
    test('sends a code to a number that is not registered', async () => {
      await expect(sendOtp(h.client, { body: { MobileNumber: freshMobile() } })).resolves.toEqual({
        message: 'OTP sent successfully.',
      });
    });

    test('a registered number is refused', async () => {
      await expect(sendOtp(h.client, { body: { MobileNumber: student.userName } })).rejects.toMatchObject({
        status: 409,
        message: 'Mobile number is already registered.',
      });
    });
  },
);

contractSuite(
  identityEndpoints.validateOtp,
  () => h,
  () => {
    test('the right code verifies the number', async () => {
      const mobile = freshMobile();
      await sendOtp(h.client, { body: { MobileNumber: mobile } });
      await expect(validateOtp(h.client, { query: { OTP, MobileNumber: mobile } })).resolves.toEqual({
        message: 'Your mobile number is verified',
      });
    });

    test('without a code sent first it is refused', async () => {
      await expect(
        validateOtp(h.client, { query: { OTP, MobileNumber: freshMobile() } }),
      ).rejects.toMatchObject({ status: 400, message: 'Please request an OTP first.' });
    });
  },
);

contractSuite(
  identityEndpoints.checkMobileNumber,
  () => h,
  () => {
    test('tells registered and free numbers apart', async () => {
      await expect(
        checkMobileNumber(h.client, { query: { MobileNumber: student.userName } }),
      ).resolves.toEqual({ isRegistered: true });
      await expect(checkMobileNumber(h.client, { query: { MobileNumber: freshMobile() } })).resolves.toEqual({
        isRegistered: false,
      });
    });
  },
);

contractSuite(
  identityEndpoints.registerUser,
  () => h,
  () => {
    test('the wizard payload registers a NewUser after the number was verified', async () => {
      const mobile = freshMobile();
      await sendOtp(h.client, { body: { MobileNumber: mobile } });
      await validateOtp(h.client, { query: { OTP, MobileNumber: mobile } });
      const { userId } = await registerUser(h.client, {
        body: {
          userName: mobile,
          password: 'Ananya#Pune42',
          firstName: 'Ananya',
          emailId: 'ananya@quest.example',
          contactNo: mobile,
          cityName: 'Pune',
          pincode: '411001',
        },
      });
      await h.signInAs(userId);
      await expect(getCurrentUser(h.client, {})).resolves.toMatchObject({
        userName: mobile,
        firstName: 'Ananya',
        user_type: 'NewUser',
        showDashboard: true,
        userQuestList: [],
      });
    });

    test('the cart form payload works too; a second registration of the number is refused', async () => {
      const mobile = freshMobile();
      await sendOtp(h.client, { body: { MobileNumber: mobile } });
      await validateOtp(h.client, { query: { OTP, MobileNumber: mobile } });
      const body = {
        userName: mobile,
        password: 'Ishaan#Verma42',
        firstName: 'Ishaan',
        lastName: 'Verma',
        emailId: 'ishaan@quest.example',
        contactNo: mobile,
        schoolName: '',
        cityName: '',
      };
      await expect(registerUser(h.client, { body })).resolves.toEqual({ userId: expect.any(Number) });
      await expect(registerUser(h.client, { body })).rejects.toMatchObject({
        status: 409,
        message: 'Mobile number is already registered.',
      });
    });
  },
);

contractSuite(
  identityEndpoints.updateUser,
  () => h,
  () => {
    test('the name-only variant updates the name and assigns nothing', async () => {
      const userId = await h.createUser();
      await h.signInAs(userId);
      await expect(updateUser(h.client, { body: { userId, firstName: 'Kavya' } })).resolves.toEqual({});
      await expect(getCurrentUser(h.client, {})).resolves.toMatchObject({ firstName: 'Kavya' });
    });

    test('another user’s id is refused', async () => {
      await h.signInAs(await h.createUser());
      await expect(
        updateUser(h.client, { body: { userId: student.id, firstName: 'X' } }),
      ).rejects.toMatchObject({ status: 403 });
    });
  },
);

contractSuite(
  identityEndpoints.getProfile,
  () => h,
  () => {
    test('answers the profile details of the signed-in student', async () => {
      await signInStudent();
      await expect(getProfile(h.client, {})).resolves.toEqual({
        userId: student.id,
        firstName: student.firstName,
        emailId: 'aarav.sharma@quest.example',
        cityName: 'New Delhi',
        pincode: '110022',
      });
    });
  },
);

contractSuite(
  identityEndpoints.updateProfile,
  () => h,
  () => {
    test('updates and answers the profile', async () => {
      const userId = await h.createUser();
      await h.signInAs(userId);
      const body = {
        userId,
        firstName: 'Neha',
        pincode: '560001',
        cityName: 'Bengaluru',
        emailId: 'neha@quest.example',
      };
      await expect(updateProfile(h.client, { body })).resolves.toEqual(body);
    });

    test('the profile-details messages of the spec', async () => {
      const userId = await h.createUser();
      await h.signInAs(userId);
      const base = { userId, firstName: 'Neha', pincode: '', cityName: '', emailId: 'neha@quest.example' };
      await expect(updateProfile(h.client, { body: { ...base, firstName: ' ' } })).rejects.toMatchObject({
        message: 'Name is required',
      });
      await expect(updateProfile(h.client, { body: { ...base, emailId: '' } })).rejects.toMatchObject({
        message: 'Email is required',
      });
      await expect(updateProfile(h.client, { body: { ...base, emailId: 'neha@' } })).rejects.toMatchObject({
        message: 'Email ID is not valid',
      });
    });
  },
);

contractSuite(
  identityEndpoints.uploadProfilePic,
  () => h,
  () => {
    test('stores an image and serves it at the answered address', async () => {
      const userId = await h.createUser();
      await h.signInAs(userId);
      const file = new File([PNG], 'my holiday photo at the beach.png', { type: 'image/png' });
      const { profilePic } = await uploadProfilePic(h.client, { body: { userId, profilePic: file } });
      expect(profilePic).toMatch(/^http:\/\/app\.test\/uploads\/profile\/\d+-[0-9a-f]{12}-[\w-]{1,16}\.png$/);
      expect(profilePic.split('-').slice(2).join('-').length).toBeLessThanOrEqual(20);
      const served = await h.app.request(new URL(profilePic).pathname);
      expect(served.status).toBe(200);
      expect(served.headers.get('Content-Type')).toBe('image/png');
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
      await expect(getCurrentUser(h.client, {})).resolves.toMatchObject({ profilePic });
    });
  },
);

contractSuite(
  identityEndpoints.registerCoderCompetition,
  () => h,
  () => {
    /** A student holding a quest with a GO_CODERZ mission (eligible, ADR 0013). */
    const eligibleStudent = async () => {
      const userId = await h.createUser();
      await h.db.query(
        `insert into quests (id, name, product_id) values (9801, 'Coders Quest', null) on conflict (id) do nothing`,
      );
      await h.db.query(
        `insert into missions (id, quest_id, name, display_name) values (9811, 9801, 'GO_CODERZ', 'Go Coderz')
         on conflict (id) do nothing`,
      );
      await h.db.query('insert into user_quests (user_id, quest_id, is_assigned) values ($1, 9801, true)', [
        userId,
      ]);
      await h.signInAs(userId);
      return userId;
    };

    test('registers an eligible student and answers the updated object; a repeat changes nothing', async () => {
      const userId = await eligibleStudent();
      await expect(registerCoderCompetition(h.client, { body: { userId } })).resolves.toEqual({
        eligible: true,
        status: 'Registered',
      });
      await expect(registerCoderCompetition(h.client, { body: { userId: String(userId) } })).resolves.toEqual(
        {
          eligible: true,
          status: 'Registered',
        },
      );
      await expect(getCurrentUser(h.client, {})).resolves.toMatchObject({
        coderCompetition: { eligible: true, status: 'Registered' },
      });
    });

    test('never moves Submitted back to Registered', async () => {
      const userId = await eligibleStudent();
      await h.db.query(
        `insert into coder_competition_entries (user_id, status, updated_at) values ($1, 'Submitted', now())`,
        [userId],
      );
      await expect(registerCoderCompetition(h.client, { body: { userId } })).resolves.toEqual({
        eligible: true,
        status: 'Submitted',
      });
    });

    test('a student who is not eligible gets 403 and no entry', async () => {
      const userId = await h.createUser();
      await h.signInAs(userId);
      await expect(registerCoderCompetition(h.client, { body: { userId } })).rejects.toMatchObject({
        kind: 'server',
        status: 403,
        message: 'You are not eligible for the coding competition.',
      });
      const rows = await h.db.query('select 1 from coder_competition_entries where user_id = $1', [userId]);
      expect(rows).toEqual([]);
    });

    test("another user's id is refused with 403", async () => {
      const other = await eligibleStudent();
      await eligibleStudent();
      await expect(registerCoderCompetition(h.client, { body: { userId: other } })).rejects.toMatchObject({
        status: 403,
        message: 'You can only change your own details.',
      });
      const rows = await h.db.query('select 1 from coder_competition_entries where user_id = $1', [other]);
      expect(rows).toEqual([]);
    });

    test('without a session the call is refused with 401', async () => {
      const response = await h.app.request('/QuestUser/RegisterCoderCompetition', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ userId: student.id }),
      });
      expect(response.status).toBe(401);
    });
  },
);

contractSuite(
  identityEndpoints.getBoardGrade,
  () => h,
  () => {
    test('answers the three boards and twelve grades of each', async () => {
      const { boards, grades } = await getBoardGrade(h.client, {});
      expect(boards).toEqual([
        { boardId: 1, boardName: 'CBSE' },
        { boardId: 2, boardName: 'ICSE' },
        { boardId: 3, boardName: 'State Board' },
      ]);
      expect(grades).toHaveLength(36);
      expect(grades.filter((g) => g.boardId === 1).map((g) => g.gradeName)).toEqual(
        Array.from({ length: 12 }, (_, i) => `Grade ${i + 1}`),
      );
      expect(grades).toContainEqual({ gradeId: demoGrades.cbse6, gradeName: 'Grade 6', boardId: 1 });
    });
  },
);

import { hashPassword } from '../identity/passwords.ts';
import { boardNames, demoGrades, gradeId } from './identity-ids.ts';
import { demo } from './ids.ts';
import type { Seeder } from './seeder.ts';

type DemoUserKey = keyof typeof demo.users;

/** What the six demo students look like besides their ids, names and passwords (seed/ids.ts). */
const profiles: Record<
  DemoUserKey,
  {
    lastName: string;
    emailId: string;
    schoolName: string;
    cityName: string;
    stateName: string;
    pincode: string;
    userType: 'NewUser' | 'ExistingUser' | 'Spectrum';
    showDashboard: boolean;
    locationId: number;
  }
> = {
  student: {
    lastName: 'Sharma',
    emailId: 'aarav.sharma@quest.example',
    schoolName: 'Delhi Public School, R.K. Puram',
    cityName: 'New Delhi',
    stateName: 'Delhi',
    pincode: '110022',
    userType: 'ExistingUser',
    showDashboard: false,
    locationId: demo.locations.open,
  },
  newStudent: {
    lastName: 'Iyer',
    emailId: 'diya.iyer@quest.example',
    schoolName: 'Kendriya Vidyalaya, Adyar',
    cityName: 'Chennai',
    stateName: 'Tamil Nadu',
    pincode: '600020',
    userType: 'NewUser',
    showDashboard: true,
    locationId: demo.locations.open,
  },
  spectrum: {
    lastName: 'Khan',
    emailId: 'kabir.khan@quest.example',
    schoolName: 'St. Xavier’s High School',
    cityName: 'Mumbai',
    stateName: 'Maharashtra',
    pincode: '400001',
    userType: 'Spectrum',
    showDashboard: false,
    locationId: demo.locations.open,
  },
  trialExpired: {
    lastName: 'Nair',
    emailId: 'meera.nair@quest.example',
    schoolName: 'Bhavan’s Vidya Mandir',
    cityName: 'Kochi',
    stateName: 'Kerala',
    pincode: '682024',
    userType: 'ExistingUser',
    showDashboard: false,
    locationId: demo.locations.open,
  },
  locked: {
    lastName: 'Gupta',
    emailId: 'rohan.gupta@quest.example',
    schoolName: 'Maharaja Sawai Man Singh Vidyalaya',
    cityName: 'Jaipur',
    stateName: 'Rajasthan',
    pincode: '302004',
    userType: 'ExistingUser',
    showDashboard: false,
    locationId: demo.locations.playLocked,
  },
  competitor: {
    lastName: 'Reddy',
    emailId: 'anaya.reddy@quest.example',
    schoolName: 'Delhi Public School, Banjara Hills',
    cityName: 'Hyderabad',
    stateName: 'Telangana',
    pincode: '500034',
    userType: 'ExistingUser',
    showDashboard: false,
    locationId: demo.locations.open,
  },
};

/**
 * The demo students who already entered the national coding competition (ADR 0048/0049): their project is in, so
 * neither the prompt nor the special mission's modal interrupts their home. Only `competitor` is still invited.
 */
const competitionEntries: DemoUserKey[] = ['student', 'spectrum', 'locked'];

/**
 * Demo data of the identity area: boards (CBSE, ICSE, State Board), grades 1–12 of each (id = board × 100 +
 * grade), and the six demo students of seed/ids.ts, all CBSE Grade 6, password sign-in. Their quests and
 * progress come from the later seeders.
 */
export const identitySeeder: Seeder = {
  name: 'identity',
  run: async (db) => {
    for (const [id, name] of Object.entries(boardNames)) {
      await db.query('insert into boards (id, name) values ($1, $2)', [Number(id), name]);
      for (let grade = 1; grade <= 12; grade += 1) {
        await db.query('insert into grades (id, name, board_id) values ($1, $2, $3)', [
          gradeId(Number(id), grade),
          `Grade ${grade}`,
          Number(id),
        ]);
      }
    }

    for (const key of Object.keys(demo.users) as DemoUserKey[]) {
      const user = demo.users[key];
      const p = profiles[key];
      await db.query(
        `insert into users (id, user_name, password_hash, first_name, last_name, email_id, contact_no,
                            school_name, city_name, state_name, country_name, pincode, board_id, grade_id,
                            location_id, user_type, login_type, show_dashboard)
         values ($1, $2, $3, $4, $5, $6, $2, $7, $8, $9, 'India', $10, $11, $12, $13, $14, 'PASSWORD', $15)`,
        [
          user.id,
          user.userName,
          await hashPassword(user.password),
          user.firstName,
          p.lastName,
          p.emailId,
          p.schoolName,
          p.cityName,
          p.stateName,
          p.pincode,
          demo.boards.cbse,
          demoGrades.cbse6,
          p.locationId,
          p.userType,
          p.showDashboard,
        ],
      );
    }
    for (const key of competitionEntries) {
      await db.query(
        `insert into coder_competition_entries (user_id, status, updated_at) values ($1, 'Submitted', now())`,
        [demo.users[key].id],
      );
    }
    await db.query(`select setval('users_id_seq', greatest((select max(id) from users), 2000))`);
  },
};

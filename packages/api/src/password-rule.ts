// The rule for a new password (issue 22, ADR 0101): at least 8 characters and not a common password. One module,
// no zod, so the contract's schemas (and through them the server), the flows and the app share it. Only code that
// sets a password imports it: registration, change password, forgot-password reset. Sign-in never applies it, so
// existing accounts (the demo accounts' `Demo@123`) keep signing in.

/** Limits of a new password: the spec's "min 3" is raised to 8 (issue 22); the spec's max 50 stays. */
export const passwordRule = { minLength: 8, maxLength: 50 } as const;

/** Texts the student reads: the refusal messages and the labels of the hint shown while typing. */
export const passwordRuleTexts = {
  tooShort: `Password must be at least ${passwordRule.minLength} characters`,
  tooCommon: 'This password is too common. Choose another',
  lengthCheck: `At least ${passwordRule.minLength} characters`,
  commonCheck: 'Not a common password',
} as const;

/*
 * Common passwords of 8 or more characters (shorter ones already fail the length rule), lowercase, one per word.
 * Written by hand from the best-known leaked-password rankings (the most used passwords of public breach lists:
 * words, digit runs, keyboard walks, names, sport and film words) plus ones common in India. Compared without case or surrounding spaces.
 * Kept small (a few hundred entries) because it ships to the sign-up and password screens.
 */
const commonPasswordWords = `
password password1 password2 password3 password12 password123 password1234 password12345 password! password@
password@1 password@12 password@123 password#1 password.1 passw0rd passw0rd1 p@ssw0rd p@ssword p@ssword1
p@ssw0rd1 p@55w0rd pa55word pa55w0rd pa$$word pa$$w0rd passpass passport 1password 123password mypassword
newpassword yourpassword letmein1 letmein123 letmein! pass@123 pass@1234 pass1234 pass12345 passcode
12345678 123456789 1234567890 12345678910 1234567891 0123456789 01234567 0987654321 09876543 987654321
9876543210 87654321 98765432 123123123 123123123123 12341234 12344321 123454321 1234512345 123456123456
11223344 1122334455 112233445566 111222333 11112222 123321123 1234554321 147258369 147852369 159753852
159357852 741852963 963852741 789456123 789456321 123654789 321654987 852456789 147258369 258369147
11111111 111111111 1111111111 00000000 000000000 0000000000 22222222 33333333 44444444 55555555 66666666
77777777 88888888 99999999 12121212 13131313 69696969 10203040 20202020 12312312 19191919 101010101
1q2w3e4r 1q2w3e4r5t 1q2w3e4r5t6y 1q2w3e 1qaz2wsx 1qaz2wsx3edc 1qazxsw2 zaq12wsx zaq1zaq1 zaq1xsw2 !qaz2wsx
qazwsxedc qazwsxedcrfv qazwsx123 q1w2e3r4 q1w2e3r4t5 q1w2e3r4t5y6 qwertyuiop qwertyui qwertyu1 qwerty12
qwerty123 qwerty1234 qwerty12345 qwerty123456 qwerty@123 qwerty@12 qwerty123! qwertyqwerty qwerty11 qwerty01
qwertyuiop123 qwertyuiop[] poiuytrewq lkjhgfdsa mnbvcxz1 asdfghjkl asdfghjk asdfghj1 asdf1234 asdfasdf
asdfjkl; asdfqwer asdf@1234 zxcvbnm1 zxcvbnm123 zxcvbnma zxcvbnmasdfghjkl zxcvasdf 1234qwer qwer1234
qwerasdf 123qweasd 123qweasdzxc qweasdzxc qweqweqwe qweasd123 1234asdf 4rfv3edc2wsx1qaz !@#$%^&* 1!2@3#4$
!@#$%^&*() 123!@#qwe 1234!@#$ abcd1234 abc12345 abc123456 abcd12345 abcd@1234 abc@1234 abc@12345 abcdefgh
abcdefg1 abcdefghi abcdefghij abcdef123 a1b2c3d4 a1b2c3d4e5 aa123456 aaaaaaaa aaaaaaaaa a1234567 a12345678
a123456789 1a2b3c4d 12345abc 123456abc 1234abcd 123abc123 abcabcabc aaaa1111 aaa11111 zzzzzzzz xxxxxxxx
iloveyou iloveyou1 iloveyou2 iloveyou! iloveyou123 iloveu123 loveyou1 loveyou123 lovely123 ilovemyself
ilovemom ilovemymom ilovemydad iloveme1 sunshine sunshine1 princess princess1 football football1 baseball
basketball superman superman1 batman123 spiderman starwars starwars1 whatever whatever1 trustno1 welcome1
welcome123 welcome@123 welcome@1 welcome! admin123 admin1234 admin12345 admin@123 administrator adminadmin
rootroot root1234 master123 masterkey michael1 jennifer jordan23 charlie1 computer computer1 internet elephant
chocolate butterfly liverpool arsenal1 chelsea1 manchester manutd99 pokemon1 dragon123 monkey123 shadow123
mustang1 michelle 12qwaszx changeme changeme1 default1 secret123 samsung1 samsung123 google123 facebook
facebook1 freedom1 babygirl babygirl1 blink182 jessica1 bigdaddy qwerty123456789 nicole12 daniel123 andrew12
hello123 hello1234 helloworld hellohello goodluck goodbye1 godisgood jesus123 jesus1234 blessed1 heaven12
fantasy1 forever1 friends1 family123 rainbow1 flower123 beautiful summer123 winter123 monday123 tinkerbell
cocacola mercedes ferrari1 lamborghini playstation nintendo minecraft minecraft1 fortnite roblox123 pubg1234
gamer123 letmein12 access14 matrix123 mynoob123 zombie123 killer123 hunter123 hunter12 ranger123 soccer123
soccer12 hockey12 jordan123 cristiano ronaldo7 ronaldo123 messi123 neymar123 harrypotter hogwarts doraemon
shinchan naruto123 1234567a 7777777a student1 student123 student@123 teacher1 teacher123 school123 school@123
college123 test1234 test12345 test@123 testing1 testing123 tester123 guest123 user1234 user@123 login123
login@123 qwertyasdf unknown1 nothing1 anything something
india123 india1234 india@123 india@1234 indian123 iloveindia incredibleindia mybharat bharat123 bharat@123
hindustan hindustan1 jaihind1 jaihind123 jaibharat vandemataram mera@bharat krishna1 krishna123 krishna@123
harekrishna radhakrishna radheradhe radhe123 jaishreeram jaishriram jaisriram shreeram shriram1 sitaram1
ramram123 jaihanuman hanuman1 hanuman123 bajrangbali ganesh123 ganesha1 ganpati1 ganpatibappa omsairam
saibaba1 saibaba123 omnamahshivaya omnamahshivay mahadev1 mahadev123 harharmahadev bholenath jaimatadi
jaimaata durga123 waheguru waheguru1 satnaam1 bismillah allah123 786786786 78678678 mashallah insha786
sachin10 sachin123 sachintendulkar dhoni007 msdhoni7 msdhoni07 dhoni1234 viratkohli kohli123 cricket1
cricket123 worldcup ipl12345 bollywood shahrukh shahrukhkhan salmankhan amitabh1 katrina1 mumbai123
mumbaikar delhi123 delhi@123 chennai123 kolkata1 kolkata123 bangalore bengaluru hyderabad pune1234 jaipur123
lucknow1 kerala123 punjab123 gujarat1 rajasthan maharashtra tamilnadu rahul123 rahul1234 priya123 pooja123
pooja1234 amit1234 amit@123 sandeep1 sandeep123 deepak123 ramesh123 suresh123 mahesh123 rajesh123 anjali123
neha1234 sneha123 ankit123 rohit123 vikas123 manish123 sunil123 anil1234 kumar123 kumar@123 sharma123
singh123 verma123 gupta123 yadav123 patel123 reddy123 rajkumar mylove123 jaanu123 babu1234 sweety123
sweetheart chinnu123 bittu123 sonu1234 monu1234 pinky123 dolly123 jaan1234 meri@jaan qwerty@1234 asdf@123
`;

let commonSet: ReadonlySet<string> | undefined;
/** The list as a set, built on first use (nothing runs when the module is merely imported). */
function commonPasswords(): ReadonlySet<string> {
  commonSet ??= new Set(
    commonPasswordWords.split(/\s+/).filter((word) => word.length >= passwordRule.minLength),
  );
  return commonSet;
}

/** How many common passwords the rule refuses (for the ADR and tests). */
export function commonPasswordCount(): number {
  return commonPasswords().size;
}

/** True when the password is on the common list, ignoring case and spaces around it. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.trim().toLowerCase());
}

/**
 * Why a new password is refused, as the student should read it; undefined when the rule is met. Length first,
 * then the common list. The maximum (50) is checked where the field limits are (schemas, field errors).
 */
export function passwordProblem(password: string): string | undefined {
  if (password.length < passwordRule.minLength) return passwordRuleTexts.tooShort;
  if (isCommonPassword(password)) return passwordRuleTexts.tooCommon;
  return undefined;
}

/** One line of the hint shown under a new-password field while typing. */
export interface PasswordRuleCheck {
  id: 'length' | 'common';
  /** "At least 8 characters", "Not a common password". */
  label: string;
  /** The password meets this part of the rule (nothing typed meets neither). */
  met: boolean;
}

/** The hint's lines for what is typed so far: length met, not common. */
export function passwordRuleChecks(password: string): PasswordRuleCheck[] {
  return [
    { id: 'length', label: passwordRuleTexts.lengthCheck, met: password.length >= passwordRule.minLength },
    {
      id: 'common',
      label: passwordRuleTexts.commonCheck,
      met: password.length > 0 && !isCommonPassword(password),
    },
  ];
}

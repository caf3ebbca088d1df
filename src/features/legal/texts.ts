// The Privacy Policy and Terms of Service (spec §2: static legal text, last updated January 2025), as ICU messages in
// English. Sections are numbered s1…; inside one, p1… are paragraphs and i1… list items, shown in this order.
import { defineMessages } from '../../lib/i18n';

export const legalTexts = defineMessages('legal', {
  lastUpdated: 'Last updated January 2025',
  privacy: {
    documentTitle: 'Privacy Policy | Maarifa',
    title: 'Privacy Policy',
    intro:
      'Maarifa is a learning, community and creator platform built to work on slow and intermittent connections. To do that, part of your data lives on your own device and part on our servers. This policy explains what we keep where, why, and the choices you have.',
    sections: {
      s1: {
        heading: '1. Information we collect',
        items: {
          i1:
            'Account information: your email address and password when you sign up. Passwords are stored only as a salted hash.',
          i2:
            'Profile information you choose to add: full name, country, bio, skills and avatar.',
          i3:
            'Learning activity: courses you enroll in, lesson progress, experience points and discussions you post.',
          i4:
            'Content you create as an instructor: courses, modules, lessons and their media links.',
          i5:
            'Applications and messages: instructor and affiliate applications (name, email, optional phone, expertise or audience details and links you give us) and messages sent through the contact form.',
          i6:
            'Settings you save for automations and integrations. Integration secrets are kept on the server and never sent back to your devices in full; private API keys are stored only as a hash and their last four characters.',
        },
      },
      s2: {
        heading: '2. What is stored on your device',
        paragraphs: {
          p1:
            "Maarifa is an installable app that works offline. On your device, in your browser's storage, we keep:",
        },
        items: {
          i1:
            'Your sign-in session (access and refresh tokens) in local storage, so you stay signed in and can open the app without a network.',
          i2:
            'A local database (IndexedDB) with the data you need to use the app offline: your profile and roles, published courses, your enrolments and progress, recent discussions, your drafts, and submissions waiting to be sent.',
          i3:
            "The app's own files and lesson media you opened, cached by the service worker so pages load quickly and work offline.",
        },
      },
      s3: {
        heading: '3. Sync',
        paragraphs: {
          p1:
            'When you are online and signed in, the app synchronises your local database with our servers in the background: changes you made offline are sent, and updates made elsewhere are downloaded. Submissions such as applications are kept on your device until the server has accepted them, and are delivered exactly once.',
          p2:
            "If the same record was changed in two places, the server's version is kept and your own version stays visible on your device so you can apply it again. Nothing you typed is dropped silently.",
          p3:
            'Your device only receives data you are allowed to see. When you sign out, the local database and any unsent changes on that device are deleted.',
        },
      },
      s4: {
        heading: '4. Cookies',
        paragraphs: {
          p1:
            'We use one cookie of our own: sidebar_state, which remembers whether the dashboard sidebar is expanded or collapsed. It holds no personal information and expires after 7 days. We do not use advertising or tracking cookies.',
          p2:
            'If you use the page-translation widget, the translation provider may set its own cookies to remember your chosen language (see section 5).',
        },
      },
      s5: {
        heading: '5. Third-party services',
        items: {
          i1:
            'Hosting and database: our backend (Supabase) stores your account and the data described in section 1 and handles sign-in.',
          i2:
            'Page translation: the footer offers a page-translation widget loaded from a third-party translation provider (Google Translate). When the widget loads or translates a page, your browser contacts that provider, which receives your IP address, the page address and the text to translate, under its own privacy policy. You can use Maarifa without translating pages.',
          i3:
            "Links you follow to other websites (for example social media or a documentation page) are governed by those sites' policies.",
        },
      },
      s6: {
        heading: '6. How we use your information',
        items: {
          i1:
            'To provide the service: your account, courses, progress, community and sync across your devices.',
          i2:
            'To review instructor and affiliate applications and to answer your messages.',
          i3:
            'To keep the platform safe, enforce our Terms, and prevent fraud and abuse.',
          i4:
            'We do not sell your personal information.',
        },
      },
      s7: {
        heading: '7. Retention and your rights',
        paragraphs: {
          p1:
            'We keep your account data while your account is active. You can view and edit your profile at any time, clear local data by signing out, and ask us to export or delete your account data through the contact page. Applications and contact messages are kept for as long as needed to handle them.',
        },
      },
      s8: {
        heading: '8. Security',
        paragraphs: {
          p1:
            'Data travels over encrypted connections. On the server, access rules ensure each user reads and changes only their own records. Anyone with access to your unlocked device can see the data stored on it, so use a screen lock and sign out on shared devices.',
        },
      },
      s9: {
        heading: '9. Children',
        paragraphs: {
          p1:
            'Maarifa is not directed at children under 13. If you believe a child has given us personal information, contact us and we will delete it.',
        },
      },
      s10: {
        heading: '10. Changes and contact',
        paragraphs: {
          p1:
            'We will update this page and its date when this policy changes, and tell you in the app about significant changes. Questions? Write to us through the contact page or at support@maarifa.app.',
        },
      },
    },
  },
  terms: {
    documentTitle: 'Terms of Service | Maarifa',
    title: 'Terms of Service',
    intro:
      'These terms govern your use of Maarifa, its website and installable app. By creating an account or using the platform you agree to them. If you do not agree, please do not use Maarifa.',
    sections: {
      s1: {
        heading: '1. Your account',
        items: {
          i1:
            'You must give a valid email address and keep your password secret. You are responsible for activity under your account.',
          i2:
            'Because the app works offline, your data stays on devices where you signed in until you sign out. Sign out on shared or public devices.',
          i3:
            'Tell us at once if you believe your account was accessed without permission.',
        },
      },
      s2: {
        heading: '2. Learning on Maarifa',
        items: {
          i1:
            'When you enroll in a course you receive a personal, non-transferable licence to view it for your own learning.',
          i2:
            'Paid courses carry a 30-day money-back guarantee: request a refund within 30 days of purchase.',
          i3:
            'Experience points, levels and badges have no cash value.',
        },
      },
      s3: {
        heading: '3. Instructors and creators',
        items: {
          i1:
            'Instructor applications are reviewed, usually within 48 hours; approval is at our discretion.',
          i2:
            'You keep ownership of the courses you create and grant Maarifa a licence to host, distribute and promote them on the platform.',
          i3:
            'You confirm you have the rights to everything you publish and that it is accurate and lawful.',
          i4:
            'Revenue shares and payout terms are shown in your instructor dashboard and may change with notice.',
        },
      },
      s4: {
        heading: '4. Affiliates',
        items: {
          i1:
            'Affiliate applications are reviewed; approved affiliates receive referral links and earn commissions of up to 30% on eligible sales.',
          i2:
            'Commissions start within 48 hours of approval and are not paid on refunded purchases.',
          i3:
            'Do not use spam, misleading claims, or paid ads on our brand name to promote referral links.',
        },
      },
      s5: {
        heading: '5. Community rules',
        items: {
          i1:
            'Be respectful. No harassment, hate speech, threats or sexual content.',
          i2:
            'Do not post content you have no right to share, malware, or anything illegal.',
          i3:
            'We may remove content and suspend accounts that break these rules.',
        },
      },
      s6: {
        heading: '6. Offline use and sync',
        paragraphs: {
          p1:
            "Work you do offline is saved on your device and sent to our servers when you are back online and signed in. If the same record was changed elsewhere, the server's version is kept and your version remains visible for you to re-apply. We are not responsible for data lost because a device was reset, its browser storage was cleared, or you signed out before your changes were sent.",
        },
      },
      s7: {
        heading: '7. AI features and sample content',
        paragraphs: {
          p1:
            'Some features, including the AI Study Buddy, give automated answers that may be wrong; check important information. Some dashboard pages show sample figures for illustration; they are not financial statements or promises of earnings.',
        },
      },
      s8: {
        heading: '8. Integrations and API keys',
        paragraphs: {
          p1:
            'If you connect third-party services or create API keys, you are responsible for keeping those credentials secret and for your use of those services under their own terms.',
        },
      },
      s9: {
        heading: '9. Availability and liability',
        paragraphs: {
          p1:
            'We work to keep Maarifa available but provide it "as is", without guarantees of uninterrupted service. To the extent the law allows, our liability is limited to the amount you paid us in the twelve months before the claim.',
        },
      },
      s10: {
        heading: '10. Ending your use',
        paragraphs: {
          p1:
            'You may stop using Maarifa and ask us to delete your account at any time. We may suspend or close accounts that break these terms.',
        },
      },
      s11: {
        heading: '11. Changes and contact',
        paragraphs: {
          p1:
            'We may update these terms; the date above shows the latest version, and we will tell you about significant changes in the app. Questions? Use the contact page or write to support@maarifa.app.',
        },
      },
    },
  },
});

// The revenue page's sample content in words (spec §2, §9): the five streams, the two goals and the growth
// opportunities; the figures and icons stay in src/content/revenue.ts.
import { defineMessages } from '../lib/i18n';

export const revenueContentTexts = defineMessages('revenueContent', {
  streams: {
    subscriptions: { name: 'Subscriptions', description: 'Monthly and yearly memberships for unlimited learning.' },
    affiliates: { name: 'Affiliates', description: 'Sales brought in by ambassadors and partners through their referral links.' },
    marketplace: { name: 'Marketplace', description: 'A {min}-{max}% commission on every course, template and resource sold.' },
    whiteLabel: { name: 'White-Label', description: 'Branded academies for schools, NGOs and companies, run on Maarifa.' },
    aiAddOns: { name: 'AI Add-ons', description: 'Premium AI study and creator tools on top of a membership.' },
  },
  goals: {
    monthly: 'Monthly Target',
    quarterly: 'Quarterly Target',
  },
  growth: {
    universities: { title: 'University partnerships', description: 'Licence course bundles to universities and technical colleges.' },
    mobileMoney: { title: 'Mobile money checkout', description: 'Let learners pay with M-Pesa and MTN MoMo, so more of them finish buying.' },
    aiTutors: { title: 'AI tutors in local languages', description: 'Sell AI study tools in Swahili, Hausa and Amharic.' },
  },
});

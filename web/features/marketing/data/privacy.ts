// Privacy policy in plain language. Draft pending legal review (LEGAL_DRAFT_NOTE is shown with it).
// The storage keys listed are the ones the web app really uses (docs/product/web-app.md Authentication, Theme and Notifications).
import type { LegalDocument } from './legal';

export const PRIVACY: LegalDocument = {
  title: 'privacyTitle',
  summary: 'privacySummary',
  updated: '2026-11-22',
  sections: [
    {
      heading: 'privacyCollectHeading',
      paragraphs: ['privacyCollect1', 'privacyCollect2', 'privacyCollect3', 'privacyCollect4'],
    },
    {
      heading: 'privacyUseHeading',
      paragraphs: ['privacyUse1', 'privacyUse2', 'privacyUse3'],
    },
    {
      heading: 'privacyMessagesHeading',
      paragraphs: ['privacyMessages1', 'privacyMessages2'],
    },
    {
      heading: 'privacyStorageHeading',
      paragraphs: ['privacyStorage1', 'privacyStorage2', 'privacyStorage3'],
    },
    {
      heading: 'privacySharingHeading',
      paragraphs: ['privacySharing1', 'privacySharing2', 'privacySharing3'],
    },
    {
      heading: 'privacyRetentionHeading',
      paragraphs: ['privacyRetention1', 'privacyRetention2'],
    },
    {
      heading: 'privacyRightsHeading',
      paragraphs: ['privacyRights1', 'privacyRights2'],
    },
    {
      heading: 'privacySecurityHeading',
      paragraphs: ['privacySecurity1'],
    },
    {
      heading: 'privacyContactHeading',
      paragraphs: ['privacyContact1'],
    },
  ],
};

// Terms of service in plain language. Draft pending legal review (LEGAL_DRAFT_NOTE is shown with it).
import type { LegalDocument } from './legal';

export const TERMS: LegalDocument = {
  title: 'termsTitle',
  summary: 'termsSummary',
  updated: '2026-11-22',
  sections: [
    {
      heading: 'termsAboutHeading',
      paragraphs: ['termsAbout1', 'termsAbout2'],
    },
    {
      heading: 'termsAccountHeading',
      paragraphs: ['termsAccount1', 'termsAccount2', 'termsAccount3'],
    },
    {
      heading: 'termsDataHeading',
      paragraphs: ['termsData1', 'termsData2', 'termsData3'],
    },
    {
      heading: 'termsUseHeading',
      paragraphs: ['termsUse1', 'termsUse2', 'termsUse3'],
    },
    {
      heading: 'termsMessagesHeading',
      paragraphs: ['termsMessages1', 'termsMessages2'],
    },
    {
      heading: 'termsPaymentsHeading',
      paragraphs: ['termsPayments1'],
    },
    {
      heading: 'termsLiabilityHeading',
      paragraphs: ['termsLiability1', 'termsLiability2', 'termsLiability3'],
    },
    {
      heading: 'termsEndingHeading',
      paragraphs: ['termsEnding1', 'termsEnding2'],
    },
    {
      heading: 'termsChangesHeading',
      paragraphs: ['termsChanges1', 'termsChanges2'],
    },
  ],
};

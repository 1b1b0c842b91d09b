export { ResumeOffer, type ResumeOfferProps } from './resume-offer';

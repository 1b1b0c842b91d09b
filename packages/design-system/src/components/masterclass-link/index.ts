export { MasterclassLink, type MasterclassLinkProps } from './masterclass-link';

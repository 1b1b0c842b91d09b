export { Accordion, type AccordionItem, type AccordionProps } from './accordion';

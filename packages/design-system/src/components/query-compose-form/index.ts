export {
  QueryComposeForm,
  queryComposeTexts,
  type QueryComposeErrors,
  type QueryComposeFields,
  type QueryComposeFormProps,
  type QueryComposeTexts,
} from './query-compose-form';
export { AttachmentPicker, type AttachmentPickerProps, type ChosenFile } from './attachment-picker';

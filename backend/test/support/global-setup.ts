import { createTemplateDatabase } from './template-database';

export default createTemplateDatabase;

import { dropTemplateDatabase } from './template-database';

export default dropTemplateDatabase;

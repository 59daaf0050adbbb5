import { NumberField, TextField } from 'react-admin';
import { CatalogueList } from '../../catalogue/catalogue-list';
import { SubjectCreate } from './subject-create';
import { SubjectEdit } from './subject-edit';

export const SubjectList = () => (
  <CatalogueList
    primaryText={(subject) => String(subject.name)}
    secondaryText={(subject) =>
      `${String(subject.college)} · ${String(subject.course)} · ${String(subject.branch)} · Year ${String(subject.year)}`
    }
    create={SubjectCreate}
    edit={SubjectEdit}
  >
    <TextField source="name" label="Subject" />
    <NumberField source="year" />
    <TextField source="branch" />
    <TextField source="course" />
    <TextField source="college" />
  </CatalogueList>
);

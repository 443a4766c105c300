import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Action, Resource, ThirdPartyType } from '@timekeep/contracts';
import { ROUTES } from '../../shared/paths';
import { useCan, useCompanySettings } from '../../auth/api';
import { CompanyForm } from './CompanyForm';
import { MyobConnectionCard, UploadConnectionCard } from './ConnectionCards';
import { DepartmentForm } from './DepartmentForm';
import type { StatusFilter } from '../structure/structure';
import { StructureTree } from './StructureTree';
import styles from './StructurePage.module.css';

export const STRUCTURE_PATH = ROUTES.company;
const departmentPath = (id: string) => `${STRUCTURE_PATH}/department/${id}`;
const createPath = (parent: string) => `${STRUCTURE_PATH}/department/create?parent=${parent}`;

/** Company structure (spec §2): the tree on the left, the chosen node's detail or a create form on the right. */
export function StructurePage({ creating = false }: { creating?: boolean }) {
  const navigate = useNavigate();
  const { departmentId } = useParams();
  const [search] = useSearchParams();
  const [status, setStatus] = useState<StatusFilter>('active');
  const parent = search.get('parent') ?? undefined;
  const settings = useCompanySettings();
  const can = useCan();

  return (
    <div className={styles.layout}>
      <StructureTree
        status={status}
        onStatus={(next) => {
          setStatus(next);
          navigate(STRUCTURE_PATH);
        }}
        selectedId={departmentId}
        onOpen={(id) => navigate(id === undefined ? STRUCTURE_PATH : departmentPath(id))}
        onAddChild={(id) => navigate(createPath(id))}
        onDeleted={(id) => id === departmentId && navigate(STRUCTURE_PATH)}
      />
      {creating && parent ? (
        <DepartmentForm key={`create-${parent}`} parent={parent} onSaved={(id) => navigate(departmentPath(id))} />
      ) : departmentId ? (
        <DepartmentForm key={departmentId} id={departmentId} onSaved={() => undefined} />
      ) : (
        <div>
          <CompanyForm />
          {settings.data?.thirdPartyType?.id === ThirdPartyType.MyobAdvanced && can(Resource.Settings, Action.Update) && <MyobConnectionCard />}
          {settings.data?.thirdPartyType?.id === ThirdPartyType.GreenTree && can(Resource.Settings, Action.Update) && <UploadConnectionCard kind="greentree" />}
          {settings.data?.thirdPartyType?.id === ThirdPartyType.AX && can(Resource.Settings, Action.Update) && <UploadConnectionCard kind="ax" />}
        </div>
      )}
    </div>
  );
}

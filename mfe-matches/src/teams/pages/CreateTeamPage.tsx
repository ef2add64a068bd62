import { createTeamBody, shortNameFallback, type CreateTeamPayload } from '@cricket/contracts';
import { errorMessage, schemaRule, toastError, toastSuccess } from '@cricket/shell-sdk';
import { Card, Form, Input } from 'antd';
import { useNavigate } from '@cricket/shell-sdk/router';
import { FormActions } from '../../common/components/FormActions';
import { Page } from '../../common/components/Page';
import { PageHeader } from '../../common/components/PageHeader';
import { blankToNull } from '../../common/utils/text';
import { TEAM_SCREEN_TEXTS } from '../../texts';
import { useCreateTeam } from '../hooks/useTeamMutations';

/** Create Team (/my/teams/create): a missing short name falls back to the name's first letters. */
export function CreateTeamPage() {
  const [form] = Form.useForm<Record<keyof CreateTeamPayload, string>>();
  const name = Form.useWatch('name', form);
  const navigate = useNavigate();
  const create = useCreateTeam();

  const submit = (values: Record<keyof CreateTeamPayload, string>) => {
    const payload: CreateTeamPayload = {
      name: values.name.trim(),
      shortName: values.shortName?.trim() || undefined,
      description: blankToNull(values.description),
      logoUrl: blankToNull(values.logoUrl),
      homeGround: blankToNull(values.homeGround),
    };
    create.mutate(payload, {
      onSuccess: (team) => {
        toastSuccess(TEAM_SCREEN_TEXTS.createdTitle, team.name);
        navigate(`/my/teams/${team.id}`);
      },
      onError: (error) => toastError(TEAM_SCREEN_TEXTS.createErrorTitle, errorMessage(error, TEAM_SCREEN_TEXTS.createErrorFallback)),
    });
  };

  return (
    <Page narrow>
      <PageHeader title={TEAM_SCREEN_TEXTS.createTitle} subtitle={TEAM_SCREEN_TEXTS.createSubtitle} />
      <Card>
        <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
          <Form.Item label={TEAM_SCREEN_TEXTS.name} name="name" rules={[schemaRule(createTeamBody.entries.name)]}>
            <Input />
          </Form.Item>
          <Form.Item label={TEAM_SCREEN_TEXTS.shortName} name="shortName" rules={[schemaRule(createTeamBody.entries.shortName)]}>
            <Input placeholder={name?.trim() ? shortNameFallback(name, 1) : undefined} />
          </Form.Item>
          <Form.Item label={TEAM_SCREEN_TEXTS.homeGround} name="homeGround">
            <Input />
          </Form.Item>
          <Form.Item label={TEAM_SCREEN_TEXTS.logo} name="logoUrl">
            <Input />
          </Form.Item>
          <Form.Item label={TEAM_SCREEN_TEXTS.description} name="description">
            <Input.TextArea rows={3} />
          </Form.Item>
          <FormActions onCancel={() => navigate('/my/teams')} submitText={TEAM_SCREEN_TEXTS.createTeam} submitting={create.isPending} />
        </Form>
      </Card>
    </Page>
  );
}

import { GROUND_DEFAULTS, GROUND_LIMITS, GROUND_MESSAGES, GROUND_TEXT_MAX, GROUND_TEXTS, GROUND_UI, groundBody, type GroundPayload, type GroundResponse } from '@cricket/contracts';
import { schemaRule } from '@cricket/shell-sdk';
import { Form, Input, InputNumber, Modal } from 'antd';
import { GROUND_UI_TEXTS } from '../../texts';
import { useSaveGround } from '../hooks/useGroundMutations';

interface GroundFormValues {
  name?: string;
  address?: string;
  city?: string;
  contactNumber?: string;
  hourlyRate?: number | null;
  facilities?: string;
  operatingHours?: string;
  slotDuration?: number | null;
  image?: string;
  bookingHorizonDays?: number | null;
}

interface GroundFormDialogProps {
  open: boolean;
  /** The ground to edit; null adds a new one. */
  ground: GroundResponse | null;
  onClose: () => void;
}

/** Empty optional values are sent as null (booking §5). */
const textOrNull = (value: string | undefined) => value?.trim() || null;

function initialValues(ground: GroundResponse | null): GroundFormValues {
  if (!ground) {
    return { operatingHours: GROUND_DEFAULTS.operatingHours, slotDuration: GROUND_DEFAULTS.slotDuration, bookingHorizonDays: GROUND_DEFAULTS.bookingHorizonDays };
  }
  return {
    name: ground.name,
    address: ground.address,
    city: ground.city,
    contactNumber: ground.contactNumber ?? undefined,
    hourlyRate: ground.hourlyRate,
    facilities: ground.facilities ?? undefined,
    operatingHours: ground.operatingHours,
    slotDuration: ground.slotDuration,
    image: ground.image ?? undefined,
    bookingHorizonDays: ground.bookingHorizonDays,
  };
}

/** Add/Edit Ground of booking §5. */
export function GroundFormDialog({ open, ground, onClose }: GroundFormDialogProps) {
  const [form] = Form.useForm<GroundFormValues>();
  const save = useSaveGround();

  const submit = (values: GroundFormValues) => {
    const payload: GroundPayload = {
      name: (values.name ?? '').trim(),
      address: (values.address ?? '').trim(),
      city: (values.city ?? '').trim(),
      contactNumber: textOrNull(values.contactNumber),
      hourlyRate: values.hourlyRate ?? null,
      facilities: textOrNull(values.facilities),
      operatingHours: (values.operatingHours ?? '').trim(),
      slotDuration: values.slotDuration as number,
      image: textOrNull(values.image),
      availableSlots: ground?.availableSlots ?? [...GROUND_DEFAULTS.availableSlots],
      bookingHorizonDays: values.bookingHorizonDays as number,
    };
    save.mutate({ id: ground?.id ?? null, payload }, { onSuccess: onClose });
  };

  return (
    <Modal
      open={open}
      title={ground ? GROUND_UI_TEXTS.editGround : GROUND_TEXTS.addNewGround}
      okText={GROUND_UI_TEXTS.saveGround}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      {open && (
        <Form<GroundFormValues> form={form} layout="vertical" name="ground-form" initialValues={initialValues(ground)} onFinish={submit} clearOnDestroy>
          <Form.Item name="name" label={GROUND_UI_TEXTS.name} required rules={[schemaRule(groundBody.entries.name)]}>
            <Input maxLength={GROUND_TEXT_MAX.name} showCount />
          </Form.Item>
          <Form.Item name="address" label={GROUND_UI_TEXTS.address} required rules={[schemaRule(groundBody.entries.address)]}>
            <Input maxLength={GROUND_TEXT_MAX.address} showCount />
          </Form.Item>
          <Form.Item name="city" label={GROUND_UI_TEXTS.city} required rules={[schemaRule(groundBody.entries.city)]}>
            <Input maxLength={GROUND_TEXT_MAX.city} showCount />
          </Form.Item>
          <Form.Item name="contactNumber" label={GROUND_UI_TEXTS.contactNumber}>
            <Input maxLength={GROUND_TEXT_MAX.contactNumber} showCount />
          </Form.Item>
          <Form.Item
            name="hourlyRate"
            label={`${GROUND_UI_TEXTS.hourlyRate} (${GROUND_UI.currency})`}
            rules={[schemaRule(groundBody.entries.hourlyRate)]}
          >
            <InputNumber style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="facilities" label={GROUND_UI_TEXTS.facilities}>
            <Input.TextArea rows={2} maxLength={GROUND_TEXT_MAX.facilities} showCount />
          </Form.Item>
          <Form.Item name="operatingHours" label={GROUND_UI_TEXTS.operatingHours} required rules={[schemaRule(groundBody.entries.operatingHours)]}>
            <Input placeholder={GROUND_DEFAULTS.operatingHours} />
          </Form.Item>
          <Form.Item
            name="slotDuration"
            label={GROUND_UI_TEXTS.slotDuration}
            rules={[{ required: true, type: 'number', min: GROUND_LIMITS.slotDurationMin, message: GROUND_MESSAGES.slotDuration }]}
          >
            <InputNumber style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            name="bookingHorizonDays"
            label={GROUND_UI_TEXTS.bookingHorizonDays}
            rules={[
              {
                required: true,
                type: 'integer',
                min: GROUND_LIMITS.bookingHorizonDaysMin,
                max: GROUND_LIMITS.bookingHorizonDaysMax,
                message: GROUND_MESSAGES.bookingHorizonDays,
              },
            ]}
          >
            <InputNumber style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="image" label={GROUND_UI_TEXTS.imageUrl}>
            <Input />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}

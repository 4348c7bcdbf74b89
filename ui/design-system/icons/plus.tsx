import { Icon, type IconProps } from "./icon";

export const PlusIcon = (props: IconProps) => <Icon {...props} d="M12 5v14M5 12h14" />;

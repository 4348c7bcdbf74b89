import { Icon, type IconProps } from "./icon";

export const ToolsIcon = (props: IconProps) => <Icon {...props} d="M14 6l4 4M4 20l9-9M15 3l6 6-4 4-6-6z" />;

import { Icon, type IconProps } from "./icon";

export const BriefcaseIcon = (props: IconProps) => <Icon {...props} d="M4 7h16a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1z M8 7V5a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2M3 13h18" />;

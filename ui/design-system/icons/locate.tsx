import { Icon, type IconProps } from "./icon";

export const LocateIcon = (props: IconProps) => <Icon {...props} d="M12 19a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM12 2v3M12 19v3M2 12h3M19 12h3" />;

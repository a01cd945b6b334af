<?xml version="1.0"?>
<!-- a stylesheet error (an undefined variable): the message and exit status -->
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform">
  <xsl:template match="/"><xsl:value-of select="$undefined"/><xsl:message terminate="yes">stop</xsl:message></xsl:template>
</xsl:stylesheet>
